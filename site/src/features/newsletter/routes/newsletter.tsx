import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import {
  NEWSLETTER_BUSY,
  NEWSLETTER_INVALID,
  NEWSLETTER_SUCCESS,
  NEWSLETTER_UNAVAILABLE,
} from '#shared/constants/newsletter-texts.ts';
import { NewsletterForm } from '../../../components/ui/newsletter-form.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { returnedFormFrom } from '../../../lib/inquiry/returned-form.ts';
import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: () => ({
    title: `Newsletter | ${COMPANY.name}`,
    description: `Subscribe to the ${COMPANY.name} newsletter.`,
    path: '/newsletter',
    noindex: true,
  }),
};

/** The address a refused plain post typed (the server's answer to it only; absent otherwise). */
export function loader({ context }: LoaderFunctionArgs): { email?: string } {
  const email = returnedFormFrom(context)?.email;
  return email ? { email } : {};
}

/** Each refusal the server sends back here (`?error=`), with its heading and its words. */
const REFUSALS: Record<string, { title: string; message: string }> = {
  invalid: { title: 'Please check your address', message: NEWSLETTER_INVALID },
  busy: { title: 'Please try again in a minute', message: NEWSLETTER_BUSY },
  unavailable: { title: 'Something went wrong on our side', message: NEWSLETTER_UNAVAILABLE },
};

/**
 * Where the footer's signup lands without JavaScript: the server answers an accepted post 303 to
 * `?subscribed=1` (the same words whether or not the address was already on the list), and a
 * refused one with this page itself (`?error=invalid|busy|unavailable`), the typed address filled
 * back in. Opened by itself it is the signup form with a line about the newsletter.
 */
export function Component() {
  const [params] = useSearchParams();
  const { email } = useLoaderData<typeof loader>();
  const subscribed = params.get('subscribed') === '1';
  const refusal = REFUSALS[params.get('error') ?? ''];
  return (
    <section className="section newsletter-page" aria-labelledby="newsletter-title">
      <div className="container">
        <p className="eyebrow">Newsletter</p>
        {subscribed ? (
          <>
            <h1 id="newsletter-title" className="section-title">
              You are subscribed
            </h1>
            <p role="status">{NEWSLETTER_SUCCESS}</p>
            <p>
              <Link className="text-link" to="/">
                Back to the home page
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 id="newsletter-title" className="section-title">
              {refusal ? refusal.title : 'Marketing insights for Toronto agents'}
            </h1>
            {refusal ? (
              <p role="alert">{refusal.message}</p>
            ) : (
              <p>Listing tips, photography trends and market know-how, once or twice a month.</p>
            )}
            <Island
              of={NewsletterForm}
              props={{ source: '/newsletter', variant: 'sidebar', idPrefix: 'page-newsletter', email }}
            />
          </>
        )}
      </div>
    </section>
  );
}
