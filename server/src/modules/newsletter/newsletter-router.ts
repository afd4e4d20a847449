import express, { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import {
  NEWSLETTER_BUSY,
  NEWSLETTER_SUCCESS,
  newsletterSignupSchema,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_UNKNOWN,
  unsubscribeSchema,
} from '#shared/schemas/newsletter.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limiter, type RateLimiting } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import { mailErrorSummary } from '../../lib/mailer.ts';
import type { NewsletterService } from './newsletter-service.ts';
import { PUBLIC_CALLS } from '#shared/api/public-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { markConversion } from '../../http/conversion-mark.ts';
import { assertSameOrigin } from '../../http/same-origin.ts';
import {
  isForm,
  type ReturnSignupForm,
  readSignupPost,
  refuseSignup,
  SIGNUP_PAGE,
  signupFormError,
} from './signup-form-post.ts';

/** Where the no-JavaScript unsubscribe form lands afterwards. */
const UNSUBSCRIBE_PAGE = '/unsubscribe';

/** The one reader of the unsubscribe form's post, for a post handled and one the limit refused. */
const readUnsubscribePost = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 });

/**
 * The page a form post comes back to. A refusal the reader can retry (`busy`, `unavailable`) keeps
 * the token when it passes the shared schema, so the page shows the button again; the address is
 * a path on this site, never built from a request header.
 */
function unsubscribePage(error: 'busy' | 'unavailable' | 'unknown-token', body: unknown): string {
  const parsed = error === 'unknown-token' ? undefined : unsubscribeSchema.safeParse(body ?? {});
  const token = parsed?.success ? `token=${encodeURIComponent(parsed.data.token)}&` : '';
  return `${UNSUBSCRIBE_PAGE}?${token}error=${error}`;
}

const statusOf = (err: unknown) =>
  err instanceof HttpError ? err.status : (err as { status?: unknown } | null)?.status;

/**
 * The unsubscribe page's form refused (too many requests, a body too long or with too many
 * fields, the store failing) goes back to the page with a code it shows in words, as the quote
 * form does, never to a JSON page. The rate limit refuses before the post is read: the post is then
 * read by the same reader, only to put its token back on the page; the refused post unsubscribes
 * nobody. A script's JSON call keeps its JSON error.
 */
const unsubscribeFormError: ErrorRequestHandler = async (err: unknown, req, res, next) => {
  const status = statusOf(err);
  const failed = typeof status !== 'number' || status >= 500;
  if (status === 403 || res.headersSent || !req.is('application/x-www-form-urlencoded')) return next(err);
  if (failed) req.log.error({ err }, 'unsubscribe failed');
  else req.log.info({ status }, 'unsubscribe form refused');
  if (status === 429) await new Promise((resolve) => readUnsubscribePost(req, res, resolve));
  const error = status === 429 ? 'busy' : failed ? 'unavailable' : 'unknown-token';
  res.redirect(303, unsubscribePage(error, req.body));
};

export function newsletterRouter(
  service: NewsletterService,
  options: { rateLimit: RateLimiting; origin: string; returnForm?: ReturnSignupForm },
): Router {
  const { returnForm } = options;
  const router = Router();
  // A form post only from the site's own pages (Sec-Fetch-Site or Origin), as the quote form's; a
  // script's JSON call is answered as before.
  const sameSiteForm: RequestHandler = (req, _res, next) => {
    if (isForm(req)) assertSameOrigin(req, options.origin);
    next();
  };
  const subscribe: RequestHandler = async (req, res) => {
    const form = isForm(req);
    const parsed = newsletterSignupSchema.safeParse(req.body ?? {});
    if (form && !parsed.success) return refuseSignup(req, res, returnForm, { status: 400, code: 'invalid' });
    const input = parsed.success ? parsed.data : parseInput(newsletterSignupSchema, req.body);
    const token = await service.subscribe(input);
    if (token) {
      // A new subscriber for the owner's figures; an address already on the list is none.
      markConversion(res, 'newsletter-signup');
      // The answer never waits for (or fails because of) the mail server, and is the same
      // whether or not the address was new. The log line never carries the address.
      service.confirm(input.email, token, options.origin).catch((err: unknown) => {
        req.log.warn({ mail: mailErrorSummary(err) }, 'newsletter confirmation e-mail failed');
      });
    }
    if (form) return res.redirect(303, `${SIGNUP_PAGE}?subscribed=1`);
    res.status(201).json({ message: NEWSLETTER_SUCCESS });
  };
  // JSON from the footer's script, or its plain form post when JavaScript is off (303 to the
  // signup page, or that page itself with the refusal and the typed address).
  declaredRoute(router, PUBLIC_CALLS.subscribe)(
    limiter(options.rateLimit, { name: 'newsletter', limit: 10, message: NEWSLETTER_BUSY }),
    sameSiteForm,
    readSignupPost,
    subscribe,
    signupFormError(returnForm, options.origin),
  );

  // JSON from scripts, or the unsubscribe page's plain form post (works without JavaScript).
  router.post(
    API.unsubscribe,
    limiter(options.rateLimit, {
      name: 'unsubscribe',
      limit: 30,
      message: 'Too many requests. Please try again in a minute.',
    }),
    readUnsubscribePost,
    async (req, res) => {
      const isForm = Boolean(req.is('application/x-www-form-urlencoded'));
      const parsed = unsubscribeSchema.safeParse(req.body ?? {});
      const done = parsed.success && (await service.unsubscribe(parsed.data.token));
      if (isForm) {
        res.redirect(303, done ? `${UNSUBSCRIBE_PAGE}?done=1` : `${UNSUBSCRIBE_PAGE}?error=unknown-token`);
        return;
      }
      if (!parsed.success) parseInput(unsubscribeSchema, req.body);
      if (!done) throw notFound(UNSUBSCRIBE_UNKNOWN);
      res.json({ message: UNSUBSCRIBE_DONE });
    },
  );
  router.use(API.unsubscribe, unsubscribeFormError);
  return router;
}
