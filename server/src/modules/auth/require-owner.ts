import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { CSRF_HEADER } from '#shared/api/paths.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import type { AuthService, OwnerIdentity } from './auth-service.ts';
import { assertSameOrigin, isSafeMethod } from './request-origin.ts';
import { readSessionToken } from './session-cookie.ts';

declare global {
  namespace Express {
    interface Request {
      /** The signed-in owner; set by requireOwner. */
      owner?: OwnerIdentity;
    }
  }
}

/**
 * A write without this session's token. The admin's client reads the token again and retries once
 * (the owner signed in again elsewhere), so the owner reads this only when that did not help.
 */
const STALE_SESSION = "This page's sign-in is out of date: reload the page, then try again.";

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets a request through only with a live owner session (401 otherwise). Every request that may
 * change state (anything but GET/HEAD) must also come from this site (403) and carry the
 * session's CSRF token in the X-CSRF-Token header (403), so another site cannot act for the owner.
 */
export function requireOwner(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const current = await auth.resumeSession(readSessionToken(req, auth.cookieSecure));
    if (!current) throw unauthorized();
    if (!isSafeMethod(req.method)) {
      assertSameOrigin(req, auth.publicOrigin);
      if (!sameToken(req.get(CSRF_HEADER), current.csrfToken)) throw forbidden(STALE_SESSION);
    }
    req.owner = current.owner;
    next();
  };
}
