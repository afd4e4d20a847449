import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestLineWriter } from '../lib/request-line.ts';
import { requestIdFor } from './request-id.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
    }
  }
}

/**
 * Gives each request an id (kept from a proxy's X-Request-Id when well formed) and a child logger,
 * and logs one line per finished request. No query strings, bodies or cookies are logged.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const line = requestLineWriter(logger);
  return (req, res, next) => {
    req.id = requestIdFor(req.headers['x-request-id']);
    // Made on first use: most answers never log beyond their request line, and a pino child per
    // request was a measurable share of an answer's cost.
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (log ??= logger.child({ reqId: req.id })),
      set: (value: Logger) => {
        log = value;
      },
    });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      line({
        reqId: req.id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
