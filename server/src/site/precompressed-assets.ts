import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the Brotli file written at build time (`name.js.br`, quality 11) to clients that accept it,
 * instead of compressing on every request. Anything else falls through to express.static, where the
 * compression middleware gzips on the fly.
 */
export function precompressedAssets(root: string, cacheControl: (path: string) => string): RequestHandler {
  const base = normalize(root + sep);
  return async (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !TYPES[extname(req.path)] ||
      !req.acceptsEncodings('br')
    ) {
      next();
      return;
    }
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      // Undecodable path (e.g. a broken %-escape): express.static answers it.
      next();
      return;
    }
    if (!file.startsWith(base)) {
      next();
      return;
    }
    try {
      const info = await stat(`${file}.br`);
      if (!info.isFile()) throw new Error('not a file');
    } catch {
      next();
      return;
    }
    res.set({
      'Content-Type': TYPES[extname(req.path)]!,
      'Content-Encoding': 'br',
      'Cache-Control': cacheControl(req.path),
      Vary: 'Accept-Encoding',
    });
    res.sendFile(`${file}.br`, { etag: true, lastModified: true, cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
