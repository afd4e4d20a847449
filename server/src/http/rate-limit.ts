import { rateLimit, type Options, type Store } from 'express-rate-limit';
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
    ...rest,
    ...(setting.counters ? { store: sharedStore(setting.counters, `${name}:`) } : {}),
    handler: (_req, _res, next, opts) => {
      next(new HttpError(429, message, { 'Retry-After': String(Math.ceil(opts.windowMs / 1000)) }));
    },
  });
}

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
