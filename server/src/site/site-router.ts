import { createHash } from 'node:crypto';
import { join } from 'node:path';
import express, { type Request, Router } from 'express';
import type { SiteData } from '#shared/api/site-data.ts';
import { localPath } from '../http/path-normalise.ts';
import { loggedPath } from '../lib/request-line.ts';
import { writeReady } from '../http/ready-answer.ts';
import { NOT_FOUND_RENDER_PATH, type SitePages } from './site-pages.ts';
import { SPECULATION_RULES_HEADER } from './speculation-rules.ts';
import type { StaticAssets } from './static-assets.ts';

interface SiteRouterOptions {
  pages: SitePages;
  /** dist/ of a production build; absent in development (Vite serves the assets). */
  distDir?: string | undefined;
  /** The hashed assets in memory (loading at start; until then express.static answers). */
  assets?: Promise<StaticAssets> | undefined;
  /** The data a /preview/ page may read: drafts for a signed-in owner, undefined for anyone else. */
  previewData?: (req: Request) => Promise<SiteData | undefined>;
}

/** The owner's previews of drafts: never kept by a shared cache or the browser. */
const PREVIEW_CACHE = 'private, no-store';
const isPreviewPath = (path: string) => path.startsWith('/preview/');
/** A listing's delivery page: its address is its secret (docs/listings.md). */
const isDeliveryPath = (path: string) => path.startsWith('/delivery/');
/**
 * Pages whose address holds someone's key: a delivery's token, a subscriber's unsubscribe token
 * (the page shows their form). Never kept by a browser, a shared cache or the offline worker, and
 * never named to another site.
 */
const isKeyedPath = (path: string) => isDeliveryPath(path) || path === '/unsubscribe';

/**
 * The Express side of the site: whatever the fast path (fast-path.ts) did not answer from memory.
 * Pages come from SitePages (cached as each route's policy says), so a ready answer sent here has
 * the same bytes and headers as from the fast path.
 */
export function siteRouter(options: SiteRouterOptions): Router {
  const router = Router();
  const { pages } = options;

  if (options.distDir) {
    const client = join(options.distDir, 'client');
    const assets = options.assets;
    if (assets) {
      router.use('/assets', async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const answer = (await assets).get(`/assets${req.path}`);
        if (!answer || req.headers.range) return next();
        writeReady(req, res, answer);
      });
    }
    router.use(
      '/assets',
      express.static(join(client, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
    const files = express.static(client, {
      index: false,
      // A folder (`/images`, or `/blog/%2e%2e`, which is the root) is no page: served with a
      // slash added, it came back here, lost the slash to the page route's redirect, and so on.
      redirect: false,
      maxAge: 0,
      setHeaders: (res, path) => {
        // Unhashed files (service worker, manifest, images) are revalidated on every use.
        res.setHeader('Cache-Control', /[\\/]images[\\/]/.test(path) ? 'public, max-age=604800' : 'no-cache');
      },
    });
    // Every file there has an extension and no page's address has one: a page request skips the
    // disk (a stat, and a 404 error made with its stack trace, for every page Express answers).
    router.use((req, res, next) => {
      if (!FILE_NAME.test(req.path)) return next();
      // index.html is the renderer's template, not a page: a visitor asking for it (an old link,
      // a habit from static sites) gets the page of that folder.
      if (INDEX_FILE.test(req.path)) {
        res.redirect(301, localPath(req.path.replace(INDEX_FILE, '') || '/') + querySuffix(req));
        return;
      }
      files(req, res, next);
    });
  }

  router.get(ANY_PATH, async (req, res) => {
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path) {
      res.redirect(301, localPath(canonical) + querySuffix(req));
      return;
    }
    const userAgent = req.get('user-agent') ?? '';
    // An address with a broken escape is no page's: the shared not-found page, without handing
    // the renderer a path its router can only warn about (a log line anyone could cause at will).
    const path = decodable(req.path) ? req.path : NOT_FOUND_RENDER_PATH;
    const preview = isPreviewPath(path);
    const previewData = preview && options.previewData ? await options.previewData(req) : undefined;
    const page = preview
      ? await pages.fresh(req.originalUrl, userAgent, previewData)
      : await pages.page(path, path === req.path ? querySuffix(req) : '', userAgent);
    if (page.kind === 'fresh' && page.page.error !== undefined) {
      // The path only, as the request line logs it: no query string, no delivery token.
      req.log.error({ err: page.page.error, url: loggedPath(req.path) }, 'page render failed');
    }
    if (page.kind === 'redirect') {
      // An old address moves on with its query (a shared link's utm_source), which a kept page's
      // render never sees: only a page that reads the query put one in its own redirect.
      const location = page.location.includes('?') ? page.location : page.location + querySuffix(req);
      res.redirect(page.status, location);
      return;
    }
    if (page.kind === 'ready') {
      writeReady(req, res, page.answer);
      return;
    }
    // Made for this request: compressed by the compression middleware, never stored.
    const body = Buffer.from(page.page.body);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.status(page.page.status).set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control':
        preview || isKeyedPath(req.path) ? PREVIEW_CACHE : page.page.status === 200 ? 'no-cache' : 'no-store',
      ...(isKeyedPath(req.path)
        ? { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' }
        : {}),
      ETag: etag,
      Vary: 'Accept-Encoding',
      [SPECULATION_RULES_HEADER[0]]: SPECULATION_RULES_HEADER[1],
    });
    if (page.page.status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(body);
  });

  // Pages and files are only read. Any other method is told which ones an address takes, in a
  // JSON error like the API's, not Express's bare "Cannot PUT /" page. OPTIONS is Express's own.
  router.all(ANY_PATH, (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    res.set('Allow', 'GET, HEAD').status(405).json({ error: READ_ONLY });
  });

  return router;
}

/**
 * Every address, matched without decoding a parameter: a page reads its path as sent (req.path),
 * so an address with a broken escape (`/%ZZ`, `/blog/%E0%A4`) gets the not-found page as any other
 * unknown address does, not the router's bare 400 "Bad Request" in JSON.
 */
const ANY_PATH = /^\//;

/** Whether every percent escape in `path` is a whole UTF-8 character. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The one address of a page: without a trailing slash, without needless escapes, and in lower
 * case, since every address the site makes is (sections, slugs), with a backslash escaped. A printed or typed link (`/Listings/12-Main-St`,
 * `/Portfolio/Photography`) found no page before: routes matched in any case, but slugs did not.
 * A delivery token or a draft's id is the owner's exact key, and kept as sent.
 */
function canonicalPath(path: string): string {
  // A raw backslash is escaped: the renderer reads the address as a URL, where `\` is `/`, so
  // `/blog/x\..\..\contact` was the contact page, kept under an address anyone can vary at will.
  const trimmed = localPath(path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
  if (KEEPS_CASE.test(trimmed) || !decodable(trimmed)) return trimmed;
  // A letter, digit, `-`, `_` or `~` written as an escape (`/abou%74`) is that character (RFC
  // 3986): each spelling was a page kept of its own, and a few hundred pushed real pages out of
  // the page cache. Other escapes (`%C3%A9`, `%2F`) stay as sent.
  return trimmed.replace(/%[0-9A-F]{2}|[A-Z]+/gi, (part) => {
    if (part[0] !== '%') return part.toLowerCase();
    const char = String.fromCharCode(Number.parseInt(part.slice(1), 16));
    return UNRESERVED.test(char) ? char.toLowerCase() : part;
  });
}

/** The characters an address never needs to escape, but for `.` (dot segments are path-normalise's). */
const UNRESERVED = /^[A-Za-z0-9_~-]$/;

/** Addresses whose last part is a key given out as is (docs/listings.md, docs/content.md). */
const KEEPS_CASE = /^\/(?:delivery|preview)\//i;

/** The last segment of a path names a file (`/sw.js`, `/images/hero.webp`). */
const FILE_NAME = /\.[^/]*$/;

/** `/index.html`, `/blog/index.html`: a folder's page as static sites name it. */
const INDEX_FILE = /\/index\.html$/i;

/** The refusal of a write to a page or file's address. */
const READ_ONLY = 'This address only answers GET and HEAD requests.';

/** The query as sent (`?a=b`), or ''. */
const querySuffix = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
};
