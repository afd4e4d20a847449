import type { RequestHandler } from 'express';
import { notFound } from './http-error.ts';

/**
 * An address with empty segments (`//x`, `/blog//post`) is not a page of this site: a page request
 * is redirected once to the same address with the slashes collapsed (always a path on this
 * origin, never `//host`), anything else answers 404. Without this, `//anything` rendered the home page.
 */
export const normalisePath: RequestHandler = (req, res, next) => {
  const [path = '', query] = splitOnce(req.originalUrl, '?');
  if (!path.includes('//')) return next();
  if ((req.method !== 'GET' && req.method !== 'HEAD') || /^\/+api(\/|$)/.test(path)) {
    return next(notFound());
  }
  const collapsed = path.replace(/\/{2,}/g, '/');
  res.redirect(301, query === undefined ? collapsed : `${collapsed}?${query}`);
};

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
