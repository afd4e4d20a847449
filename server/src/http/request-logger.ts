import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestLineLogger } from '../lib/logger.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
    }
  }
}

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from a proxy's X-Request-Id when well formed) and a child logger,
 * and logs one line per finished request. No query strings, bodies or cookies are logged.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const lines = requestLineLogger(logger);
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      lines[level](
        {
          reqId: req.id,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
