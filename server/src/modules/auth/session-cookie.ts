import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'lumen_session';

/**
 * The cookie's name: `__Host-` prefixed whenever it is Secure, so a browser only accepts it when set
 * over HTTPS by this very host, with Path=/ and no Domain (a sibling subdomain cannot plant or
 * shadow it). Only that name is read then. Plain-HTTP local use keeps the bare name.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The session token from the Cookie header (no cookie-parser: this is the only cookie we read). */
export function readSessionToken(req: Request, secure: boolean): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const name = sessionCookieName(secure);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    // Our tokens are base64url; anything else cannot be one of ours.
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
  }
  return undefined;
}

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function setSessionCookie(res: Response, token: string, maxAgeMs: number, secure: boolean): void {
  res.cookie(sessionCookieName(secure), token, { ...baseOptions(secure), maxAge: maxAgeMs, encode: String });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), baseOptions(secure));
}
