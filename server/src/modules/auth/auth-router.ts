import { Router, type Request, type Response } from 'express';
import { loginSchema, setupOwnerSchema } from '#shared/schemas/auth.ts';
import { clientKey, limiter, type RateLimiting } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import { AuthService, DEVICE_MAX_AGE_MS, type NewSession } from './auth-service.ts';
import { requireOwner } from './require-owner.ts';
import { assertSameOrigin } from './request-origin.ts';
import {
  clearSessionCookie,
  readDeviceToken,
  readSessionToken,
  setDeviceCookie,
  setOwnerBrowserCookie,
  setSessionCookie,
} from './session-cookie.ts';
import { SESSION_CALLS } from '#shared/api/session-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

interface AuthRouterOptions {
  rateLimit: RateLimiting;
  cookieSecure: boolean;
}

/** Sign-in, sign-out, the session probe and the one-time setup of the first owner. */
export function authRouter(auth: AuthService, options: AuthRouterOptions): Router {
  const router = Router();
  const signedIn = (res: Response, session: NewSession, status: number) => {
    setSessionCookie(res, session.token, session.maxAgeMs, options.cookieSecure);
    if (session.deviceToken)
      setDeviceCookie(res, session.deviceToken, DEVICE_MAX_AGE_MS, options.cookieSecure);
    // This browser's visits to the site are the owner's, signed in or not (analytics).
    setOwnerBrowserCookie(res, options.cookieSecure);
    res.status(status).json(AuthService.info(session));
  };
  // Failed attempts per address; successful sign-ins do not count.
  const attempts = limiter(options.rateLimit, {
    name: 'sign-in',
    windowMs: 15 * 60_000,
    limit: 20,
    skipSuccessfulRequests: true,
    message: 'Too many sign-in attempts. Please try again later.',
  });
  // Signing in from another site would plant that site's account in the owner's browser.
  const sameSite = (req: Request, _res: Response, next: () => void) => {
    assertSameOrigin(req, auth.publicOrigin);
    next();
  };

  declaredRoute(
    router,
    SESSION_CALLS.session,
  )(async (req, res) => {
    res.json(AuthService.info(await auth.resumeSession(readSessionToken(req, options.cookieSecure))));
  });

  declaredRoute(router, SESSION_CALLS.login)(attempts, sameSite, async (req, res) => {
    const { email, password } = parseInput(loginSchema, req.body);
    const session = await auth.login(email, password, {
      // req.ip honours TRUST_PROXY; IPv6 counted by network as the rate limits do (rate-limit.ts);
      // a socket without an address still gets one shared bucket.
      address: clientKey(req),
      previousToken: readSessionToken(req, options.cookieSecure),
      deviceToken: readDeviceToken(req, options.cookieSecure),
    });
    signedIn(res, session, 200);
  });

  declaredRoute(router, SESSION_CALLS.setup)(attempts, sameSite, async (req, res) => {
    const input = parseInput(setupOwnerSchema, req.body);
    signedIn(res, await auth.setup(input, readSessionToken(req, options.cookieSecure)), 201);
  });

  declaredRoute(router, SESSION_CALLS.logout)(
    async (req, res, next) => {
      // Signing out with no live session has nothing to protect: just drop the stale cookie.
      if (await auth.resumeSession(readSessionToken(req, options.cookieSecure))) return next();
      clearSessionCookie(res, options.cookieSecure);
      res.status(204).end();
    },
    requireOwner(auth),
    async (req, res) => {
      await auth.logout(readSessionToken(req, options.cookieSecure));
      clearSessionCookie(res, options.cookieSecure);
      res.status(204).end();
    },
  );

  return router;
}
