import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import {
  type FormTokenAnswer,
  INQUIRY_FORM_EXPIRED,
  INQUIRY_FORM_UNVERIFIED,
  INQUIRY_THANKS,
  INQUIRY_TOO_FAST,
  LEAD_THANKS,
  type InquiryFormError,
  inquiryIdSchema,
  inquiryPatchSchema,
  inquirySchema,
  type ReturnedForm,
  returnedFormSchema,
} from '#shared/schemas/inquiry.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { limiter, type RateLimiting } from '../../http/rate-limit.ts';
import { assertSameOrigin } from '../../http/same-origin.ts';
import { sendReturnedFormPage } from '../../http/returned-form-page.ts';
import { parseInput } from '../../http/validate.ts';
import { mailErrorSummary } from '../../lib/mailer.ts';
import type { InquiryService, SubmitOutcome } from './inquiry-service.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { PUBLIC_CALLS } from '#shared/api/public-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { markConversion } from '../../http/conversion-mark.ts';

/** The contact page the no-JavaScript form returns to. */
const CONTACT_PAGE = '/contact';

const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));
/**
 * Where a plain form post returns: the listing's page for a lead, else the contact page. A lead
 * form's address names its listing too (`?listing=`), for a post whose body cannot be read (too
 * large, too many fields), which would otherwise send the buyer to the contact page.
 */
const formPage = (req: Request) => {
  const listing = (req.body as { listing?: unknown } | undefined)?.listing ?? req.query.listing;
  return typeof listing === 'string' && /^[a-z0-9-]{1,80}$/.test(listing)
    ? { page: `/listings/${listing}`, anchor: '#lead-form' }
    : { page: CONTACT_PAGE, anchor: '#quote-form' };
};
/** The form's page with a refusal's code (and the field it was about): what the page shows it by. */
const refusedAddress = (req: Request, code: InquiryFormError, field?: string) =>
  `${formPage(req).page}?error=${code}${field ? `&field=${encodeURIComponent(field)}` : ''}`;
const formError = (req: Request, code: InquiryFormError, field?: string) =>
  `${refusedAddress(req, code, field)}${formPage(req).anchor}`;

/**
 * Renders a request form's page for a refused plain post with what the visitor typed filled back
 * in (SitePages.withReturnedForm); null when there is no such page to show.
 */
type ReturnForm = (url: string, userAgent: string, typed: ReturnedForm) => Promise<{ body: string } | null>;

const statusOf = (err: unknown) => {
  if (err instanceof HttpError) return err.status;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
};

/**
 * Answers a refused plain post (no JavaScript) with the form's page again, with the refusal's
 * status: the refusal shown and what the visitor typed filled back in, kept by no one (no-store),
 * so nothing they wrote is lost. The form's address ends in its anchor, so the page opens at the form. Without a page to
 * show (nothing typed, no renderer, the listing moved, the render failed) it redirects to the
 * page with the refusal's code, as before the typing came back.
 */
async function refuseForm(
  req: Request,
  res: Response,
  returnForm: ReturnForm | undefined,
  refusal: {
    status: number;
    code: InquiryFormError;
    field?: string | undefined;
    /** The refusal's own headers (a 429's Retry-After). */
    headers?: Record<string, string> | undefined;
  },
): Promise<void> {
  const typed = returnedFormSchema.parse(req.body);
  const shown =
    returnForm && Object.values(typed).some(Boolean)
      ? await returnForm(
          refusedAddress(req, refusal.code, refusal.field),
          req.get('user-agent') ?? '',
          typed,
        ).catch((err: unknown) => {
          req.log.warn({ err }, 'refused quote request form could not be shown again');
          return null;
        })
      : null;
  if (!shown) {
    res.redirect(303, formError(req, refusal.code, refusal.field));
    return;
  }
  sendReturnedFormPage(res, refusal, shown.body);
}

/**
 * Reads a plain post the rate limit refused: the limiter runs first, before its body is read, and
 * without it the typing could not be given back. The same reader with the same limits as a post
 * taken reads it, and only for the site's own pages: a cross-site post is not read (false, and it
 * keeps its JSON 429). A body that cannot be read (too large, cut off) leaves nothing to give back.
 * What is read goes back to the visitor only: the refused post never reaches the handler.
 */
async function readLimitedPost(req: Request, res: Response, origin: string | undefined): Promise<boolean> {
  try {
    assertSameOrigin(req, origin);
  } catch {
    return false;
  }
  const failure = await new Promise<unknown>((resolve) => {
    readFormPost(req, res, (err?: unknown) => resolve(err));
  });
  if (failure) req.log.info({ status: statusOf(failure) }, 'rate-limited quote request form not read');
  return true;
}

/**
 * A failed form post goes back to the form (refuseForm), never to a JSON page. A form too
 * large or with too many fields answers 413 itself (a client error, logged as one) with a page
 * that sends the visitor back to the form; a cross-site post (403) gets no redirect at all. One
 * refused by the rate limit (429) is read first, so it comes back filled in like the others.
 */
const formErrorAnswer =
  (returnForm: ReturnForm | undefined, origin: string | undefined): ErrorRequestHandler =>
  async (err: unknown, req, res, next) => {
    if (!isForm(req) || res.headersSent) return next(err);
    const status = statusOf(err);
    if (status === 403) return next(err);
    if (status === 429 && !(await readLimitedPost(req, res, origin))) return next(err);
    if (status === 413) {
      req.log.info({ status }, 'quote request form too large');
      const back = formError(req, 'too-large');
      res
        .status(413)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(
          `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${back}"><title>Request too long</title></head><body><p>Your request is too long to send. <a href="${back}">Back to the form</a></p></body></html>`,
        );
      return;
    }
    const code: InquiryFormError = status === 429 ? 'rate-limited' : status < 500 ? 'invalid' : 'unavailable';
    if (status >= 500) req.log.error({ err }, 'quote request failed');
    // A store that failed is the server's fault, told as such (503), with the typing kept.
    await refuseForm(req, res, returnForm, {
      status: status >= 500 ? 503 : status,
      code,
      headers: err instanceof HttpError ? err.headers : undefined,
    });
  };

/**
 * The largest plain post the request forms can make: the longest message the form takes (5,000
 * characters) in Chinese, Japanese or Korean is percent-encoded to 9 bytes a character, about 45 kB,
 * with the names and the rest under 3 kB more. It was 20 kB: a buyer writing 2,300 such characters
 * without JavaScript was refused as "too long", and what they typed was lost.
 */
const FORM_POST_LIMIT = '64kb';

/**
 * The one reader of a request form's plain post, with its limits (size, 20 fields), for the post
 * handled and for one the rate limit refused before it was read alike.
 */
const readFormPost = express.urlencoded({ extended: false, limit: FORM_POST_LIMIT, parameterLimit: 20 });

/** The refusals of a submit: the JSON error text and the no-JavaScript form's error code. */
const REFUSALS: Record<
  Exclude<SubmitOutcome['outcome'], 'stored' | 'resent' | 'trapped' | 'no-listing'>,
  [string, InquiryFormError]
> = {
  'too-fast': [INQUIRY_TOO_FAST, 'too-fast'],
  unverified: [INQUIRY_FORM_UNVERIFIED, 'unverified'],
  expired: [INQUIRY_FORM_EXPIRED, 'expired'],
};

/**
 * POST /api/inquiries: JSON from the contact page's script (201 with the thank-you text) or the
 * plain form post when JavaScript is off (303 back to the contact page). GET, PATCH and DELETE
 * /api/admin/inquiries are the owner's list, "mark handled" and erase. GET /api/inquiries/form-token
 * gives a contact form shown without a server render (client-side navigation) its signed token.
 */
export function inquiryRouter(
  service: InquiryService,
  requireOwner: RequestHandler,
  options: { rateLimit: RateLimiting; origin?: string; returnForm?: ReturnForm },
): Router {
  const { returnForm } = options;
  const router = Router();
  // Like the owner API: a browser on another site cannot send quote requests for its visitors
  // (Sec-Fetch-Site or Origin); the site's own form, with or without JavaScript, is same-origin.
  const sameSite: RequestHandler = (req, _res, next) => {
    assertSameOrigin(req, options.origin);
    next();
  };

  const submit: RequestHandler = async (req, res) => {
    const form = isForm(req);
    const parsed = inquirySchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      if (form) {
        const field = parsed.error.issues[0]?.path.join('.');
        return refuseForm(req, res, returnForm, { status: 400, code: 'invalid', field });
      }
      parseInput(inquirySchema, req.body);
      return;
    }
    const result = await service.submit(parsed.data);
    if (result.outcome === 'no-listing') {
      if (form) return res.redirect(303, formError(req, 'invalid'));
      throw badRequest('This property is no longer listed, so your message was not sent.');
    }
    if (result.outcome !== 'stored' && result.outcome !== 'resent' && result.outcome !== 'trapped') {
      const [message, code] = REFUSALS[result.outcome];
      if (form) return refuseForm(req, res, returnForm, { status: 400, code });
      throw badRequest(message);
    }
    if (result.outcome === 'stored') {
      // A lead for the owner's figures (a buyer's, from a listing's page); a trapped request is
      // answered alike but is none.
      markConversion(res, result.inquiry.listing ? 'listing-lead' : 'quote-request');
      // The answer never waits for (or fails because of) the mail server.
      service.notify(result.inquiry).catch((err: unknown) => {
        req.log.warn({ mail: mailErrorSummary(err) }, 'quote request e-mail notice failed');
      });
    }
    if (form) {
      // A lead returns to its listing's current page: one sent from a page opened at an old address
      // would be redirected there without its ?sent=1, and the buyer not thanked.
      const current = result.outcome !== 'trapped' ? result.inquiry.listing?.slug : undefined;
      const { page, anchor } = current
        ? { page: `/listings/${current}`, anchor: '#lead-form' }
        : formPage(req);
      return res.redirect(303, `${page}?sent=1${anchor}`);
    }
    // 200 for a request received before: nothing new was made.
    res
      .status(result.outcome === 'resent' ? 200 : 201)
      .json({ message: parsed.data.listing ? LEAD_THANKS : INQUIRY_THANKS });
  };

  declaredRoute(router, PUBLIC_CALLS.submitInquiry)(
    limiter(options.rateLimit, {
      name: 'inquiries',
      windowMs: 15 * 60_000,
      limit: 10,
      message: 'Too many requests were sent from your connection. Please try again in a few minutes.',
    }),
    sameSite,
    readFormPost,
    submit,
    formErrorAnswer(returnForm, options.origin),
  );

  declaredRoute(
    router,
    PUBLIC_CALLS.inquiryFormToken,
  )((_req, res) => {
    // Each answer is a new token: never stored by a browser or a shared cache.
    res.set('Cache-Control', 'no-store');
    res.json({ token: service.issueFormToken() } satisfies FormTokenAnswer);
  });

  declaredRoute(router, OWNER_CALLS.inquiries)(requireOwner, async (_req, res) => {
    res.json(await service.list());
  });

  declaredRoute(router, OWNER_CALLS.setInquiryStatus)(requireOwner, async (req, res) => {
    const { status } = parseInput(inquiryPatchSchema, req.body);
    res.json(await service.setStatus(String(req.params.id).slice(0, 100), status));
  });

  declaredRoute(router, OWNER_CALLS.eraseInquiry)(requireOwner, async (req, res) => {
    const id = inquiryIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('No such quote request');
    await service.erase(id.data, req.owner?.email ?? 'owner');
    res.status(204).end();
  });

  return router;
}
