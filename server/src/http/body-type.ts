import type { Request, RequestHandler } from 'express';
import { HttpError } from './http-error.ts';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';

/** A body is present when one is announced: chunked, or a non-zero Content-Length. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/** The path as the router matches it: without query, case-insensitive, trailing slash ignored. */
const routePath = (req: Request) =>
  (req.originalUrl.split('?')[0] ?? '').toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * Refuses a request body of a type its address does not read with 415 and the JSON error, before
 * any parser or handler sees it. Every address takes JSON unless `exceptions` lists its types.
 */
export function requireBodyType(exceptions: Record<string, readonly string[]>): RequestHandler {
  const rules = new Map(Object.entries(exceptions).map(([path, types]) => [path.toLowerCase(), types]));
  return (req, _res, next) => {
    if (!hasBody(req)) return next();
    const accepted = rules.get(routePath(req)) ?? [JSON_TYPE];
    if (req.is([...accepted])) return next();
    const message =
      accepted.length === 1 && accepted[0] === MULTIPART_TYPE
        ? 'Unsupported content type: send the image as multipart/form-data in the field "file"'
        : `Unsupported content type: send ${accepted.join(' or ')}`;
    next(new HttpError(415, message));
  };
}
