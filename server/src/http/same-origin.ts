import type { Request } from 'express';
import { forbidden } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * Refuses a request a browser sent from another site: `Sec-Fetch-Site: cross-site`, or an Origin
 * that is neither the configured public origin nor this server under an accepted host name (the
 * host check has already refused any other). Requests without an
 * Origin (the desktop app's main process, curl) pass here and are held to the CSRF token instead.
 */
export function assertSameOrigin(req: Request, publicOrigin: string | undefined): void {
  if (req.get('sec-fetch-site') === 'cross-site') throw forbidden('Cross-site request refused');
  const origin = req.get('origin');
  if (origin === undefined) return;
  const allowed = new Set<string>();
  const host = req.host;
  if (host) allowed.add(`${req.protocol}://${host}`.toLowerCase());
  if (publicOrigin) allowed.add(publicOrigin.toLowerCase());
  if (!allowed.has(origin.toLowerCase())) throw forbidden('Cross-site request refused');
}
