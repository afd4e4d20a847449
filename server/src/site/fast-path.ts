import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdFor } from '../http/request-id.ts';
import { requestLineWriter } from '../lib/request-line.ts';
import {
  chooseEncoding,
  contentHeaders,
  type Encoding,
  etagFor,
  isFresh,
  type ReadyAnswer,
  wantsOtherEncoding,
  writeReady,
} from '../http/ready-answer.ts';

interface FastPathOptions {
  /** The Express app behind: its `trust proxy` setting decides req.secure and req.host as there. */
  app: Express;
  /** Ready answers by exact address: cached pages and in-memory assets. */
  lookup: (path: string) => ReadyAnswer | undefined;
  /** A ready page for an address with a query (`?utm_source=...`) the page does not read, if any. */
  lookupIgnoring?: (path: string, query: string) => ReadyAnswer | undefined;
  /** The security-header middleware Express runs; its headers are captured once, not run per request. */
  securityHeaders: RequestHandler;
  /** Hosts the site answers for (the host check); absent: any. */
  acceptedHosts?: ReadonlySet<string> | undefined;
  /** The configured public origin: when https, a request a trusted proxy got over http is redirected by Express. */
  publicOrigin?: string | undefined;
  logger: Logger;
}

type HeaderList = [string, string | number | readonly string[]][];

/** A ready answer's ETag and header block for one encoding and scheme. */
interface Prepared {
  etag: string;
  head: string[];
}

/** Where each encoding's Prepared sits among an answer's six (plain, then https). */
const ENCODING_SLOT = { br: 1, gzip: 2 } as const;

/** The headers a middleware sets, recorded by running it once against a stand-in request. */
export function captureHeaders(middleware: RequestHandler, secure: boolean): HeaderList {
  const headers = new Map<string, string | number | readonly string[]>();
  // Stand-ins with only what a header middleware touches (a real Request or Response has all of it).
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, value);
    },
    getHeader: (name: string) => headers.get(name),
    removeHeader: (name: string) => {
      headers.delete(name);
    },
  };
  const req = { secure, headers: {}, method: 'GET', url: '/' };
  let done = false;
  middleware(req as Request, res as Response, () => {
    done = true;
  });
  if (!done) throw new Error('security headers middleware did not complete synchronously');
  return [...headers];
}

/**
 * Answers GET/HEAD requests for ready answers (cached pages, hashed assets) straight from memory,
 * before Express and its per-request middleware (logger, helmet, compression, body parsers) run:
 * same bytes, same headers (security headers, X-Request-Id, Cache-Control, ETag, Vary, encoding).
 * Returns false to let Express handle the request: a query (unless the page is known not to read
 * it: SitePages.readyIgnoring), a Range, a host the site does not answer for (host check), plain
 * http to be redirected to https, an encoding only Express's compression offers, or not in memory. Addresses in memory are normalised paths of
 * known routes, so path normalisation has nothing to do for the ones answered here.
 * Each answer is logged as one `request` line with `fast: true` (the same fields as the logger).
 */
export function createFastPath(options: FastPathOptions) {
  const { app, lookup } = options;
  const logLine = requestLineWriter(options.logger);
  const httpsOrigin = options.publicOrigin?.startsWith('https:') ?? false;
  const plainHeaders = captureHeaders(options.securityHeaders, false);
  const secureHeaders = captureHeaders(options.securityHeaders, true);
  /**
   * Per answer, per encoding and scheme: its ETag and the whole header block as writeHead takes
   * it (security headers, then the answer's own as writeReady sends them), ending in an
   * X-Request-Id slot. Made once, so a request only fills in its id.
   */
  const preparedOf = new WeakMap<ReadyAnswer, Prepared[]>();
  const prepared = (answer: ReadyAnswer, encoding: Encoding | undefined, secure: boolean) => {
    let slots = preparedOf.get(answer);
    if (!slots) {
      slots = [];
      preparedOf.set(answer, slots);
    }
    const slot = (encoding ? ENCODING_SLOT[encoding] : 0) + (secure ? 3 : 0);
    let ready = slots[slot];
    if (!ready) {
      const head = (secure ? secureHeaders : plainHeaders).flatMap(([name, value]) => [name, String(value)]);
      for (const [name, value] of contentHeaders(answer, encoding)) head.push(name, String(value));
      head.push('X-Request-Id', '');
      ready = { etag: etagFor(answer, encoding), head };
      slots[slot] = ready;
    }
    return ready;
  };
  return (incoming: IncomingMessage, res: ServerResponse): boolean => {
    const method = incoming.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = incoming.url ?? '';
    if (incoming.headers.range) return false;
    // The path alone is logged and looked up; a query only reaches a page known not to read it.
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const answer = at === -1 ? lookup(url) : options.lookupIgnoring?.(path, url.slice(at));
    if (!answer) return false;
    const accept = incoming.headers['accept-encoding'];
    const encoding = chooseEncoding(accept, answer);
    if (!encoding && wantsOtherEncoding(accept, encoding)) return false;
    const proxied = incoming.headers['x-forwarded-host'] || incoming.headers['x-forwarded-proto'];
    let host = incoming.headers.host;
    let secure = Boolean((incoming.socket as { encrypted?: boolean }).encrypted);
    if (proxied) {
      // Express's own getters (trust proxy, X-Forwarded-*), exactly as the slow path sees them.
      // Without those headers they come down to the Host header and the socket, as above.
      Object.setPrototypeOf(incoming, app.request);
      const req = incoming as Request;
      host = req.host;
      secure = req.secure;
      // httpsRedirect's case (a plain-http request through a trusted proxy): Express answers it.
      if (httpsOrigin && incoming.headers['x-forwarded-proto'] && req.protocol === 'http') return false;
    }
    if (options.acceptedHosts && (!host || !options.acceptedHosts.has(host.toLowerCase()))) return false;
    const started = performance.now();
    const id = requestIdFor(incoming.headers['x-request-id']);
    const ready = prepared(answer, encoding, secure);
    const conditional = incoming.headers['if-none-match'];
    if (method === 'GET' && !(conditional && isFresh(incoming, ready.etag))) {
      // The common case in one write. writeHead reads the block before returning and keeps
      // none of it (it only stores the header text), so the one block serves every request.
      ready.head[ready.head.length - 1] = id;
      res.writeHead(answer.status, ready.head);
      res.end(encoding ? answer[encoding] : answer.identity);
    } else {
      res.setHeader('X-Request-Id', id);
      for (const [name, value] of secure ? secureHeaders : plainHeaders) res.setHeader(name, value);
      writeReady(incoming, res, answer);
    }
    logLine({
      reqId: id,
      method,
      path,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      fast: true,
    });
    return true;
  };
}
