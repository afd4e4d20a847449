import type { IncomingMessage } from 'node:http';
import { type Beacon, beaconSchema } from '#shared/schemas/analytics.ts';
import type { Client } from './analytics-service.ts';
import { wellFormedText } from '../../http/well-formed-text.ts';

/** A beacon is a few hundred bytes; anything longer is not one of ours and is not read. */
const MAX_BEACON_BYTES = 2048;

/** DNT: 1 or Sec-GPC: 1: the visitor asked not to be tracked, so nothing of the request is counted. */
export const optedOut = (req: IncomingMessage): boolean =>
  req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';

/**
 * The Origin values of the site's own pages (a browser's serialization: `scheme://host[:port]`), made
 * once per set of hosts: a beacon of the site's own page is told by a lookup, where parsing its
 * Origin as a URL took a microsecond of every beacon's few. Anything else is still parsed.
 */
const originsOf = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function siteOrigins(acceptedHosts: ReadonlySet<string>): ReadonlySet<string> {
  let origins = originsOf.get(acceptedHosts);
  if (!origins) {
    origins = new Set([...acceptedHosts].flatMap((host) => [`https://${host}`, `http://${host}`]));
    originsOf.set(acceptedHosts, origins);
  }
  return origins;
}

/**
 * Whether a browser sent the beacon from a page of another site: `Sec-Fetch-Site: cross-site`, or
 * an Origin (`null` included) whose host this site does not answer for. Any site could otherwise
 * have its own visitors' browsers send beacons here (a text/plain POST needs no CORS), each a
 * visitor of its own, with made-up referrers and campaigns. A beacon without these headers (an old
 * browser, a script) is judged as before.
 */
export function fromAnotherSite(req: IncomingMessage, acceptedHosts: ReadonlySet<string>): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (siteOrigins(acceptedHosts).has(origin)) return false;
  try {
    return !acceptedHosts.has(new URL(origin).host.toLowerCase());
  } catch {
    return true;
  }
}

/** Express's address (trust proxy applied) when the request went through Express, else the socket's. */
export const clientOf = (req: IncomingMessage & { ip?: string | undefined }): Client => ({
  // A client gone before its answer has no address any more: all such count as one.
  address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  userAgent: (req.headers['user-agent'] ?? '').slice(0, 512),
});

/**
 * The request's body, up to MAX_BEACON_BYTES; null when it is longer (declared or sent) or the
 * client goes away. Never throws.
 */
export function readSmallBody(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BEACON_BYTES) return Promise.resolve(null);
  // No body declared: the server hands such a request over already ended, and it will emit no
  // 'end' (optimizeEmptyRequests, http/server-options.ts).
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (body: Buffer | null) => {
      if (done) return;
      done = true;
      resolve(body);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BEACON_BYTES) {
        // Keep draining (so the connection stays usable) but keep nothing.
        chunks.length = 0;
        finish(null);
        return;
      }
      if (!done) chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('error', () => finish(null));
    req.on('close', () => finish(null));
  });
}

/** The beacon in a body, or null for anything else (not JSON, an unknown shape, extra fields). */
export function parseBeacon(body: Buffer): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'), wellFormedText);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Per-client beacon limit in this process's memory (a counter a minute per address): far above
 * what a person's pages send, and bounded in size (past `maxClients` new clients are refused until
 * the minute ends). Beacons over it are ignored, not answered differently.
 */
export class BeaconLimit {
  private counts = new Map<string, number>();
  private windowEnds = 0;
  private readonly perMinute: number;
  private readonly maxClients: number;
  constructor(perMinute: number, maxClients = 50_000) {
    this.perMinute = perMinute;
    this.maxClients = maxClients;
  }

  allow(address: string, now = Date.now()): boolean {
    if (now >= this.windowEnds) {
      this.counts = new Map();
      this.windowEnds = now + 60_000;
    }
    const n = this.counts.get(address);
    if (n === undefined && this.counts.size >= this.maxClients) return false;
    this.counts.set(address, (n ?? 0) + 1);
    return (n ?? 0) < this.perMinute;
  }
}
