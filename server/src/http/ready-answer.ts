import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer made once and kept in memory: the bytes in every encoding and the headers that belong
 * to the content (the per-request ones, security headers and X-Request-Id, are added by whoever
 * sends it). Used for cached pages and static assets by both the fast path and the Express path,
 * so both send the same bytes and headers.
 */
export interface ReadyAnswer {
  status: number;
  contentType: string;
  cacheControl: string;
  /** Strong validator of the content; each encoding gets its own (`"hash-br"`). */
  etag: string;
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  /** Bytes held, for the cache's bound. */
  bytes: number;
  /** Further headers of the content (pages: Speculation-Rules), sent with every full answer. */
  headers?: readonly [string, string][] | undefined;
}

export type Encoding = 'br' | 'gzip';

interface MakeOptions {
  status?: number;
  contentType: string;
  cacheControl: string;
  /** Compress at all (text), and how hard: 11 for answers made once a day, lower for data pages. */
  brotliQuality?: number | null;
  /** Already compressed at build time (e.g. `app.js.br`). */
  br?: Buffer;
  headers?: readonly [string, string][];
}

/**
 * Compression runs on libuv's thread pool (async zlib), so a burst of invalidated pages being
 * rebuilt never blocks the event loop on Brotli.
 */
export async function makeReadyAnswer(body: Buffer, options: MakeOptions): Promise<ReadyAnswer> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const quality = options.brotliQuality;
  let br = options.br;
  let gz: Buffer | undefined;
  if (quality != null) {
    [br, gz] = await Promise.all([
      br ?? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      gzipAsync(body, { level: 9 }),
    ]);
  }
  return {
    status: options.status ?? 200,
    contentType: options.contentType,
    cacheControl: options.cacheControl,
    etag,
    identity: body,
    br,
    gzip: gz,
    bytes: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
    headers: options.headers,
  };
}

/** The q-values an Accept-Encoding value gives the codings we hold (-1: not named). */
interface CodingPreference {
  br: number;
  gzip: number;
}

/**
 * Accept-Encoding values seen, parsed once each: browsers send a handful of distinct values, and
 * splitting the header on every request was a measurable part of answering one from memory. The
 * header is the client's, so the map is bounded (emptied when full) and long values are not kept.
 */
const preferences = new Map<string, CodingPreference>();
const PREFERENCES_KEPT = 64;
const PREFERENCE_KEY_CHARS = 256;

function parsePreference(accept: string): CodingPreference {
  let brQ = -1;
  let gzipQ = -1;
  let anyQ = -1;
  for (const part of accept.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim() === 'q') q = Number(v) || 0;
    }
    if (name === 'br') brQ = q;
    else if (name === 'gzip') gzipQ = q;
    else if (name === '*') anyQ = q;
  }
  return { br: brQ < 0 ? anyQ : brQ, gzip: gzipQ < 0 ? anyQ : gzipQ };
}

function preferenceOf(accept: string): CodingPreference {
  let preference = preferences.get(accept);
  if (!preference) {
    preference = parsePreference(accept);
    if (accept.length <= PREFERENCE_KEY_CHARS) {
      if (preferences.size >= PREFERENCES_KEPT) preferences.clear();
      preferences.set(accept, preference);
    }
  }
  return preference;
}

/**
 * The encoding to send: the client's highest `q` among those we hold; on a tie Brotli (smaller).
 * `undefined` means identity. (Express's negotiator would pick gzip for Chrome's
 * "gzip, deflate, br, zstd" only because gzip is listed first.)
 */
export function chooseEncoding(accept: string | undefined, answer: ReadyAnswer): Encoding | undefined {
  if (!accept) return undefined;
  const { br: brQ, gzip: gzipQ } = preferenceOf(accept);
  if (answer.br && brQ > 0 && brQ >= gzipQ) return 'br';
  if (answer.gzip && gzipQ > 0) return 'gzip';
  if (answer.br && brQ > 0) return 'br';
  return undefined;
}

/** Whether the client accepts something we could not give (e.g. only deflate): Express handles it. */
export function wantsOtherEncoding(accept: string | undefined, chosen: Encoding | undefined): boolean {
  return !chosen && !!accept && !/^\s*(identity\s*)?$/i.test(accept);
}

export const etagFor = (answer: ReadyAnswer, encoding: Encoding | undefined) =>
  encoding ? answer.etag.replace(/"$/, `-${encoding}"`) : answer.etag;

/** The `fresh` package's rule for If-None-Match (weak comparison; `no-cache` forces a full answer). */
export function isFresh(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && /(?:^|,)\s*no-cache/.test(cacheControl)) return false;
  if (match.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = strip(etag);
  return match.split(',').some((tag) => strip(tag) === ours);
}

/** The headers of a full (200/404) answer in `encoding`, in the order they are sent. */
export function contentHeaders(
  answer: ReadyAnswer,
  encoding: Encoding | undefined,
): [string, string | number][] {
  const body = encoding ? answer[encoding]! : answer.identity;
  const headers: [string, string | number][] = [
    ['Cache-Control', answer.cacheControl],
    ['ETag', etagFor(answer, encoding)],
    ['Vary', 'Accept-Encoding'],
    ['Content-Type', answer.contentType],
  ];
  if (answer.headers) headers.push(...answer.headers);
  if (encoding) headers.push(['Content-Encoding', encoding]);
  headers.push(['Content-Length', body.length]);
  return headers;
}

/** Sends a ready answer (200/404 with body, or 304), HEAD without body. */
export function writeReady(req: IncomingMessage, res: ServerResponse, answer: ReadyAnswer): void {
  const encoding = chooseEncoding(req.headers['accept-encoding'], answer);
  const etag = etagFor(answer, encoding);
  if (answer.status === 200 && isFresh(req, etag)) {
    res.setHeader('Cache-Control', answer.cacheControl);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = answer.status;
  for (const [name, value] of contentHeaders(answer, encoding)) res.setHeader(name, value);
  if (req.method === 'HEAD') res.end();
  else res.end(encoding ? answer[encoding] : answer.identity);
}
