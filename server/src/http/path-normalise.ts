import type { RequestHandler } from 'express';
import { notFound } from './http-error.ts';

/** A `.` or `..` segment, as sent or percent-encoded (`%2e%2E`): browsers resolve them, tools may not. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/**
 * An address with empty segments (`//x`, `/blog//post`) or dot segments (`/blog/..`,
 * `/blog/%2e%2e`) is not a page of this site: a page request is redirected once to the address
 * it means (slashes collapsed, dot segments resolved as a browser would; always a path on this
 * origin, never `//host`), anything else answers 404. Without this, `//anything` rendered the
 * home page, and so did `/blog/%2e%2e`, each a page of its own at its own address.
 */
export const normalisePath: RequestHandler = (req, res, next) => {
  const [path = '', query] = splitOnce(req.originalUrl, '?');
  const empty = path.includes('//');
  if (!empty && !DOT_SEGMENT.test(path)) return next();
  if ((req.method !== 'GET' && req.method !== 'HEAD') || /^\/+api(\/|$)/.test(path)) {
    return next(notFound());
  }
  const resolved = localPath(resolveDotSegments(empty ? path.replace(/\/{2,}/g, '/') : path));
  res.redirect(301, query === undefined ? resolved : `${resolved}?${query}`);
};

/**
 * A path made from a request's, safe as a redirect's Location on this origin: a raw backslash is
 * escaped, since browsers read `/\host` as `//host`, another site (Node passes a backslash in a
 * request line through; browsers only ever send it escaped).
 */
export const localPath = (path: string): string => path.replaceAll('\\', '%5C');

/** `/a/./b/../c` as `/a/c`, `%2e` read as a dot; never above the root. */
function resolveDotSegments(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '..') kept.pop();
    else if (dots !== '.') kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
