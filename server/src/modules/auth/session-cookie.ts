import type { CookieOptions, Request, Response } from 'express';

const SESSION_COOKIE = 'lumen_session';

/**
 * The cookie's name: `__Host-` prefixed whenever it is Secure, so a browser only accepts it when set
 * over HTTPS by this very host, with Path=/ and no Domain (a sibling subdomain cannot plant or
 * shadow it). Only that name is read then. Plain-HTTP local use keeps the bare name.
 */
const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The remembered-device cookie (see device-repo.ts), named and flagged like the session's. */
const DEVICE_COOKIE = 'lumen_device';
const deviceCookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/** The session token from the Cookie header (no cookie-parser: we read only our two cookies). */
export function readSessionToken(req: Pick<Request, 'headers'>, secure: boolean): string | undefined {
  return readToken(req, sessionCookieName(secure));
}

export function readDeviceToken(req: Request, secure: boolean): string | undefined {
  return readToken(req, deviceCookieName(secure));
}

function readCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return undefined;
}

function readToken(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const value = readCookie(req, name);
  // Our tokens are base64url; anything else cannot be one of ours.
  return value !== undefined && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined;
}

/**
 * The owner's-browser mark, set at each sign-in and left in place at sign-out: the owner looking at
 * their own site, signed out, is not a visitor of it (docs/analytics.md). It holds no token, only
 * "1"; a browser that sets it itself only stops its own visits from being counted.
 */
const OWNER_BROWSER_COOKIE = 'lumen_owner_browser';
const ownerBrowserCookieName = (secure: boolean) =>
  secure ? `__Host-${OWNER_BROWSER_COOKIE}` : OWNER_BROWSER_COOKIE;
/** As long as browsers keep a cookie (400 days); renewed at each sign-in. */
const OWNER_BROWSER_MAX_AGE_MS = 400 * 24 * 60 * 60_000;

export function setOwnerBrowserCookie(res: Response, secure: boolean): void {
  res.cookie(ownerBrowserCookieName(secure), '1', {
    ...baseOptions(secure),
    maxAge: OWNER_BROWSER_MAX_AGE_MS,
  });
}

export const isOwnerBrowser = (req: Pick<Request, 'headers'>, secure: boolean): boolean =>
  readCookie(req, ownerBrowserCookieName(secure)) === '1';

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function setSessionCookie(res: Response, token: string, maxAgeMs: number, secure: boolean): void {
  res.cookie(sessionCookieName(secure), token, { ...baseOptions(secure), maxAge: maxAgeMs, encode: String });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), baseOptions(secure));
}

export function setDeviceCookie(res: Response, token: string, maxAgeMs: number, secure: boolean): void {
  res.cookie(deviceCookieName(secure), token, { ...baseOptions(secure), maxAge: maxAgeMs, encode: String });
}
