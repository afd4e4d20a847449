import { Router } from 'express';
import type { PostEntry } from '#shared/schemas/post.ts';
import { blogFeedXml } from './blog-feed.ts';
import { publicPaths } from '#shared/content/public-routes.ts';
import { SPECULATION_RULES, SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from './speculation-rules.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SeoFilesOptions {
  /** The configured public origin. */
  origin: string;
  /** The published projects (their addresses are in the sitemap). */
  projects?: () => Promise<{ slug: string; title: string }[]>;
  /** The published posts, newest first (the sitemap and the blog's feed). */
  posts?: () => Promise<PostEntry[]>;
  /** The listed, live listings (an unlisted one is reached by its address only: docs/listings.md). */
  listings?: () => Promise<{ slug: string; address: string }[]>;
}

/**
 * robots.txt, sitemap.xml (the public routes with the published projects and posts) and the blog's
 * RSS feed at /blog/feed.xml, all on the configured origin; the pages' speculation rules.
 */
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
    const urls = publicPaths(
      options.projects ? await options.projects() : undefined,
      options.posts ? await options.posts() : undefined,
      options.listings ? await options.listings() : [],
    )
      .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
      .join('\n');
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
  const rules = JSON.stringify(SPECULATION_RULES);
  router.get(SPECULATION_RULES_PATH, (_req, res) => {
    res.type(SPECULATION_RULES_TYPE).set('Cache-Control', 'public, max-age=3600').send(rules);
  });
  router.get('/blog/feed.xml', async (_req, res) => {
    const posts = options.posts ? await options.posts() : [];
    res.type('application/rss+xml').set('Cache-Control', 'no-cache').send(blogFeedXml(options.origin, posts));
  });
  return router;
}
