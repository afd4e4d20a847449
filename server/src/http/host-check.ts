import type { RequestHandler } from 'express';
import { API } from '#shared/api/paths.ts';
import { HttpError } from './http-error.ts';

/** Probes answer whatever host they are sent to (a container health check uses 127.0.0.1). */
const PROBES = new Set<string>([API.health, API.ready]);

/**
 * Answers only requests addressed to the configured public origin (or ALLOWED_HOSTS): a request for
 * another host gets 421, one without a Host gets 400, so no page, feed or e-mail can ever be built
 * for, or cached under, an address an attacker chose. Behind a trusted proxy the host the client
 * asked for is X-Forwarded-Host (Express's `req.host`), else Host.
 */
export function hostCheck(acceptedHosts: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    if (PROBES.has(req.path)) return next();
    const host = req.host;
    if (!host) return next(new HttpError(400, 'Missing Host header'));
    if (!acceptedHosts.has(host.toLowerCase())) {
      return next(new HttpError(421, 'This server does not answer for that host name'));
    }
    next();
  };
}
