import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { HitCounters } from '../db/hit-counters.ts';
import { HttpError } from './http-error.ts';

/** Whether the per-client limits apply, and where their counters live. */
export interface RateLimiting {
  enabled: boolean;
  /** Counters every instance shares (PostgreSQL); without them, this process's memory. */
  counters?: HitCounters;
}

/**
 * A per-client limiter whose refusal is the usual JSON error with status 429. `name` tells this
 * limiter's counters apart from the others' in shared counters.
 */
export function limiter(
  setting: RateLimiting,
  options: Partial<Options> & { name: string; message: string },
): RequestHandler {
  if (!setting.enabled) return (_req, _res, next) => next();
  const { message, name, ...rest } = options;
  return rateLimit({
    windowMs: 60_000,
    limit: 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: clientKey,
    ...rest,
    ...(setting.counters ? { store: sharedStore(setting.counters, `${name}:`) } : {}),
    handler: (_req, _res, next, opts) => {
      next(new HttpError(429, message, { 'Retry-After': String(Math.ceil(opts.windowMs / 1000)) }));
    },
  });
}

/**
 * The client's bucket: its address (req.ip honours TRUST_PROXY; IPv6 grouped by /56 as the library
 * does). A client that has already left has no address (req.ip is undefined once its socket is
 * gone): the library's own key would throw, and anyone could write an error-level line into the log
 * at will. Such requests share one bucket. The sign-in throttle counts by this key too: one IPv6
 * connection holds a whole /64, and each of its addresses was a fresh lock-out of its own.
 */
export function clientKey(req: { ip?: string | undefined }): string {
  return req.ip === undefined ? UNKNOWN_ADDRESS : ipKeyGenerator(req.ip);
}

/** The one bucket of requests whose address is unknown (not an address, so no client can claim it). */
const UNKNOWN_ADDRESS = 'unknown';

/** express-rate-limit's store interface over shared hit counters. */
function sharedStore(counters: HitCounters, prefix: string): Store {
  let windowMs = 60_000;
  return {
    localKeys: false,
    prefix,
    init(options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const { hits, resetAt } = await counters.hit(prefix + key, windowMs);
      return { totalHits: hits, resetTime: resetAt };
    },
    decrement: (key) => counters.unhit(prefix + key),
    resetKey: (key) => counters.reset(prefix + key),
  };
}
