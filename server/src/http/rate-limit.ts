import { rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { HttpError } from './http-error.ts';

/** A per-client limiter whose refusal is the usual JSON error with status 429. */
export function limiter(enabled: boolean, options: Partial<Options> & { message: string }): RequestHandler {
  if (!enabled) return (_req, _res, next) => next();
  const { message, ...rest } = options;
  return rateLimit({
    windowMs: 60_000,
    limit: 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...rest,
    handler: (_req, _res, next, opts) => {
      next(new HttpError(429, message, { 'Retry-After': String(Math.ceil(opts.windowMs / 1000)) }));
    },
  });
}
