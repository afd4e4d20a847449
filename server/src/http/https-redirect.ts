import type { RequestHandler } from 'express';
import { API } from '#shared/api/paths.ts';

const PROBES = new Set<string>([API.health, API.ready]);

/**
 * When the public address is https and a trusted proxy says a request came over plain http
 * (`X-Forwarded-Proto: http`), the answer is a redirect to the same path on the public origin
 * (never on a host taken from the request): 301 for GET/HEAD, 308 otherwise so a form keeps its
 * method. Requests that reach the server directly (no trusted proxy) are not redirected, so
 * probes and a proxy talking plain http to us keep working.
 */
export function httpsRedirect(publicOrigin: string): RequestHandler {
  const https = publicOrigin.startsWith('https:');
  return (req, res, next) => {
    if (!https || PROBES.has(req.path) || !req.get('x-forwarded-proto')) return next();
    const trusted = (req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean)(
      req.socket.remoteAddress,
      0,
    );
    if (!trusted || req.protocol !== 'http') return next();
    res.redirect(
      req.method === 'GET' || req.method === 'HEAD' ? 301 : 308,
      `${publicOrigin}${req.originalUrl}`,
    );
  };
}
