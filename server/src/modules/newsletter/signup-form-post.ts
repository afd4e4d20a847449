import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { type ReturnedForm, returnedFormSchema } from '#shared/schemas/inquiry.ts';
import { HttpError } from '../../http/http-error.ts';
import { assertSameOrigin } from '../../http/same-origin.ts';
import { sendReturnedFormPage } from '../../http/returned-form-page.ts';

/** The page the footer's no-JavaScript signup lands on: a fixed path, never built from a header. */
export const SIGNUP_PAGE = '/newsletter';

/** Why a plain signup post was refused: the page shows each in words. */
type SignupRefusal = 'invalid' | 'busy' | 'unavailable';

/**
 * Renders the signup page for a refused plain post with the typed address filled back in
 * (SitePages.withReturnedForm); null when it cannot be shown.
 */
export type ReturnSignupForm = (
  url: string,
  userAgent: string,
  typed: ReturnedForm,
) => Promise<{ body: string } | null>;

export const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

/**
 * The one reader of the signup form's plain post (an address and the page it was on), for the post
 * handled and one the rate limit refused before it was read alike.
 */
export const readSignupPost = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });

/**
 * Answers a refused plain signup with the signup page itself, the refusal's status and the typed
 * address filled in, kept by no one (no-store), as the quote form does. With nothing typed, or no
 * page to show, it redirects to the page with the refusal's code instead.
 */
export async function refuseSignup(
  req: Request,
  res: Response,
  returnForm: ReturnSignupForm | undefined,
  refusal: { status: number; code: SignupRefusal; headers?: Record<string, string> | undefined },
): Promise<void> {
  const address = `${SIGNUP_PAGE}?error=${refusal.code}`;
  const { email } = returnedFormSchema.parse(req.body);
  const shown =
    returnForm && email
      ? await returnForm(address, req.get('user-agent') ?? '', { email }).catch((err: unknown) => {
          req.log.warn({ err }, 'refused newsletter signup form could not be shown again');
          return null;
        })
      : null;
  if (!shown) {
    res.redirect(303, address);
    return;
  }
  sendReturnedFormPage(res, refusal, shown.body);
}

const statusOf = (err: unknown) => {
  if (err instanceof HttpError) return err.status;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
};

/**
 * A refused plain signup goes back to the signup page (refuseSignup), never to a JSON page; a
 * cross-site post (403) and a script's JSON call keep their JSON errors. One refused by the rate
 * limit is read first (same-origin posts only, by the same reader), so its address comes back; the
 * refused post subscribes nobody.
 */
export const signupFormError =
  (returnForm: ReturnSignupForm | undefined, origin: string): ErrorRequestHandler =>
  async (err: unknown, req, res, next) => {
    if (!isForm(req) || res.headersSent) return next(err);
    const status = statusOf(err);
    if (status === 403) return next(err);
    if (status === 429) {
      try {
        assertSameOrigin(req, origin);
      } catch {
        return next(err);
      }
      await new Promise((resolve) => readSignupPost(req, res, resolve));
    }
    if (status >= 500) req.log.error({ err }, 'newsletter signup failed');
    else req.log.info({ status }, 'newsletter signup form refused');
    const code: SignupRefusal = status === 429 ? 'busy' : status >= 500 ? 'unavailable' : 'invalid';
    await refuseSignup(req, res, returnForm, {
      status: status >= 500 ? 503 : status === 429 ? 429 : 400,
      code,
      headers: err instanceof HttpError ? err.headers : undefined,
    });
  };
