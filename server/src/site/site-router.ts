import { createHash } from 'node:crypto';
import { join } from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import type { SiteData } from '#shared/api/site-data.ts';
import type { PageRenderer } from './page-renderer.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import { type CachedPage, PrerenderedPages } from './prerendered-pages.ts';

export interface SiteRouterOptions {
  /** dist/ of a production build; absent in development (Vite serves the assets). */
  distDir?: string;
  renderer: PageRenderer;
  siteData?: SiteData;
  /** The configured public origin: the only one pages are built for (never the request's Host). */
  origin: string;
  /** The data a /preview/ page may read: drafts for a signed-in owner, undefined for anyone else. */
  previewData?: (req: Request) => Promise<SiteData | undefined>;
}

/** Fixed pages: a CDN may keep them for a while but must revalidate after; browsers revalidate. */
const PAGE_CACHE = 'public, max-age=0, s-maxage=300, must-revalidate';
/** Pages built from changing data (portfolio, search): always revalidated. */
const DYNAMIC_CACHE = 'no-cache';
/** The owner's previews of drafts: never kept by a shared cache or the browser. */
const PREVIEW_CACHE = 'private, no-store';
const isPreviewPath = (path: string) => path.startsWith('/preview/');

/** A prerendered page in the best encoding the client accepts (already compressed at load). */
function sendPrerendered(req: Request, res: Response, page: CachedPage, cache: string) {
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br' || encoding === 'gzip') {
    res.set('Content-Encoding', encoding);
    // Each encoding is its own representation, so it gets its own validator.
    const etag = page.etag.replace(/"$/, `-${encoding}"`);
    sendHtml(req, res, 200, encoding === 'br' ? page.br : page.gzip, etag, cache);
    return;
  }
  sendHtml(req, res, 200, page.body, page.etag, cache);
}

function sendHtml(req: Request, res: Response, status: number, body: Buffer, etag: string, cache: string) {
  res.status(status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cache,
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

export function siteRouter(options: SiteRouterOptions): Router {
  const router = Router();
  const prerendered = options.distDir
    ? new PrerenderedPages(join(options.distDir, 'prerendered'), options.renderer)
    : null;

  if (options.distDir) {
    const client = join(options.distDir, 'client');
    router.use(
      '/assets',
      precompressedAssets(join(client, 'assets'), () => 'public, max-age=31536000, immutable'),
    );
    // Hashed file names: cache for a year and never revalidate.
    router.use(
      '/assets',
      express.static(join(client, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    router.use(
      express.static(client, {
        index: false,
        maxAge: 0,
        setHeaders: (res, path) => {
          // Unhashed files (service worker, manifest, images) are revalidated on every use.
          res.setHeader(
            'Cache-Control',
            /[\\/]images[\\/]/.test(path) ? 'public, max-age=604800' : 'no-cache',
          );
        },
      }),
    );
  }

  router.get('/{*splat}', async (req, res) => {
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, req.path.replace(/\/+$/, '') + query);
      return;
    }
    const { origin } = options;
    const hasQuery = req.originalUrl.includes('?');
    if (prerendered && !hasQuery) {
      const page = await prerendered.get(req.path, origin);
      if (page) {
        sendPrerendered(req, res, page, PAGE_CACHE);
        return;
      }
    }
    const preview = isPreviewPath(req.path);
    const siteData = preview && options.previewData ? await options.previewData(req) : undefined;
    const page = await options.renderer.renderPage({
      url: req.originalUrl,
      origin,
      userAgent: req.get('user-agent') ?? '',
      siteData: siteData ?? options.siteData,
    });
    if (page.error !== undefined)
      req.log.error({ err: page.error, url: req.originalUrl }, 'page render failed');
    if (page.redirect) {
      res.redirect(page.status >= 300 && page.status < 400 ? page.status : 302, page.redirect);
      return;
    }
    const body = Buffer.from(page.body);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const cache = preview ? PREVIEW_CACHE : page.status === 200 ? DYNAMIC_CACHE : 'no-store';
    sendHtml(req, res, page.status, body, etag, cache);
  });

  return router;
}
