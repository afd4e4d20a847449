import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { StoreUnavailableError } from '../db/document-store.ts';
import { HttpError } from './http-error.ts';

/** Unknown /api paths answer JSON, never the site's HTML 404 page. */
export const apiNotFound: RequestHandler = (req) => {
  throw new HttpError(404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  code?: string;
}

/** A body over its limit, in words a visitor or the owner can act on. */
const TOO_LARGE = 'This is more than the site takes in one go. Please shorten it and try again.';

/**
 * The server's disk is full, or cannot be written: the owner is told what happened to their work and
 * who can fix it (waiting does not: the space has to be freed). The server recovers by itself after.
 */
const STORAGE_FULL =
  "The site's storage is full, so nothing was saved. Whoever runs the server needs to free some space; then try again.";
const STORAGE_NOT_WRITABLE =
  "The site's storage cannot be written to right now (it is read-only, or the server may not write there), so nothing was saved. Whoever runs the server needs to fix that; then try again.";

/** A body that does not decompress as its Content-Encoding says (zlib's and Brotli's own words are for developers). */
const NOT_DECOMPRESSED = 'The request body could not be decompressed as its Content-Encoding says.';

/** A path parameter with a broken percent escape (`%ZZ`): the router's URIError says only "Bad Request". */
const UNDECODABLE_ADDRESS =
  'This address has a malformed percent escape (such as %ZZ) and could not be read.';

/** zlib (`Z_DATA_ERROR`), Brotli (`ERR__ERROR_FORMAT_...`) and Zstandard (`ZSTD_error_...`) failures. */
const DECOMPRESSION_CODE = /^(Z_|ERR__|ZSTD_)/;

const REPRESENTATION_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
];

/** Turns anything thrown into `{ error }` with the right status; details stay in the log. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  // Express recognises an error handler by its four parameters.
  return (err: unknown, req, res, _next) => {
    let status = 500;
    let message = 'Internal server error';
    let headers: Record<string, string> = {};
    let fields: HttpError['fields'];
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
      headers = err.headers;
      fields = err.fields;
    } else if (err instanceof StoreUnavailableError) {
      // PostgreSQL restarting or unreachable: the client may retry; nothing was half-written.
      status = 503;
      message = 'The datastore is unavailable; nothing was saved. Please try again in a moment.';
      headers = { 'Retry-After': '5' };
    } else if (err && typeof err === 'object') {
      const e = err as BodyParserError;
      if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
        status = 413;
        message = TOO_LARGE;
      } else if (e.type === 'entity.parse.failed') {
        status = 400;
        message = 'Malformed JSON body';
      } else if (e.status === 400 && e.code && DECOMPRESSION_CODE.test(e.code)) {
        status = 400;
        message = NOT_DECOMPRESSED;
      } else if (err instanceof URIError && e.status === 400) {
        status = 400;
        message = UNDECODABLE_ADDRESS;
      } else if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') {
        status = 415;
        message = 'Unsupported body encoding';
      } else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
        // Client errors from Express/send/router (missing static file, undecodable path): their
        // status stands; their message only when it is meant for clients (send hides paths).
        status = e.status;
        message = e.expose ? (err as Error).message : (STATUS_CODES[status] ?? 'Bad request');
      } else if (e.code === 'ENOSPC' || e.code === 'EDQUOT') {
        status = 503;
        message = STORAGE_FULL;
      } else if (e.code === 'EROFS' || e.code === 'EACCES') {
        status = 503;
        message = STORAGE_NOT_WRITABLE;
      }
    }
    const log = req.log ?? logger;
    if (status >= 500) log.error({ err }, 'request failed');
    else log.info({ status, reason: message }, 'request refused');
    if (res.headersSent) {
      res.end();
      return;
    }
    // What a handler set for the answer it meant to send (express.static names the file's type,
    // ETag and date before a Range fails) does not describe this JSON error.
    for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    res
      .status(status)
      .set(headers)
      .set('Cache-Control', 'no-store')
      .json(fields ? { error: message, fields } : { error: message });
  };
}
