import { Router } from 'express';
import { publicPaths } from '#shared/content/public-routes.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SeoFilesOptions {
  /** The configured public origin. */
  origin: string;
  /** The published projects (their addresses are in the sitemap). */
  projects?: () => Promise<{ slug: string }[]>;
}

/** robots.txt and sitemap.xml, built from the list of public routes with the published projects. */
export function seoFilesRouter(options: SeoFilesOptions): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    const { origin } = options;
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const { origin } = options;
    const urls = publicPaths(options.projects ? await options.projects() : undefined)
      .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
      .join('\n');
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
  return router;
}
