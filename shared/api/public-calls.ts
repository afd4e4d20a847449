import { INQUIRY_FORM_ERRORS } from '../constants/inquiry-options.ts';
import { NEWSLETTER_FAILED } from '../constants/newsletter-texts.ts';
import type { FormTokenAnswer, InquiryInput } from '../schemas/inquiry.ts';
import type { NewsletterAnswer, NewsletterSignup } from '../schemas/newsletter.ts';
import type { CollectionKey, PortfolioItem } from '../schemas/portfolio.ts';
import type { CallAddress } from './call-address.ts';
import { API, ROUTES } from './paths.ts';

/**
 * A call the public pages make for visitors, declared once: its method and route (the server
 * registers its handler on them), the arguments as the page writes them, and the sentence a
 * visitor reads when the site answers something other than the API's `{ error }`. No schemas:
 * visitors never download the schema library, so the answer's shape is a type (`answer`), read
 * by hand.
 */
interface PublicCall<A extends unknown[], O> extends CallAddress {
  args: (...args: A) => unknown;
  failure: string;
  /** The answer's type only (never a value). */
  answer?: O;
}

const publicCall =
  <O>() =>
  <A extends unknown[]>(def: PublicCall<A, O>) =>
    def;

export const PUBLIC_CALLS = {
  subscribe: publicCall<NewsletterAnswer>()({
    method: 'POST',
    route: API.newsletter,
    args: (input: NewsletterSignup) => input,
    failure: NEWSLETTER_FAILED,
  }),
  submitInquiry: publicCall<{ message: string }>()({
    method: 'POST',
    route: API.inquiries,
    args: (input: InquiryInput) => input,
    // An answer that is no API error (a proxy's page while the server is down): what the
    // no-JavaScript form says then, with what to do.
    failure: INQUIRY_FORM_ERRORS.unavailable,
  }),
  /** A fresh token for the contact form (answered `no-store`). */
  inquiryFormToken: publicCall<FormTokenAnswer>()({
    method: 'GET',
    route: API.inquiryFormToken,
    args: () => undefined,
    failure: 'Failed to prepare the form',
  }),
  /** One portfolio list, as its page shows it. */
  portfolio: publicCall<PortfolioItem[]>()({
    method: 'GET',
    route: ROUTES.portfolio,
    args: (key: CollectionKey) => ({ key }),
    failure: 'Failed to fetch portfolio data',
  }),
};

type PublicCalls = typeof PUBLIC_CALLS;
type PublicCallName = keyof PublicCalls;
type AnswerOf<N extends PublicCallName> = NonNullable<PublicCalls[N]['answer']>;

/** A way to carry one public call: plain fetch on the page, the shared client in tests. */
type PublicRunner = (def: PublicCall<unknown[], unknown>, input: unknown) => Promise<unknown>;

/** Every public call as a named method (`publicApi.subscribe(input)`), each handing its input to `run`. */
export function publicMethods(run: PublicRunner): {
  [N in PublicCallName]: (...args: Parameters<PublicCalls[N]['args']>) => Promise<AnswerOf<N>>;
} {
  const method =
    (def: PublicCall<unknown[], unknown>) =>
    (...args: unknown[]) =>
      run(def, def.args(...args));
  return Object.fromEntries(
    Object.entries(PUBLIC_CALLS).map(([name, def]) => [name, method(def as PublicCall<unknown[], unknown>)]),
  ) as never;
}
