import { Link, useSearchParams } from 'react-router-dom';
import { API } from '#shared/api/paths.ts';
import { COMPANY } from '#shared/content/company.ts';
import {
  UNSUBSCRIBE_BUSY,
  UNSUBSCRIBE_BUSY_RETRY,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_UNAVAILABLE,
  UNSUBSCRIBE_UNAVAILABLE_RELINK,
  UNSUBSCRIBE_UNKNOWN,
} from '#shared/constants/newsletter-texts.ts';
import type { RouteHandle } from '../../../lib/page-meta.ts';

export const handle: RouteHandle = {
  meta: () => ({
    title: `Unsubscribe | ${COMPANY.name}`,
    description: `Stop receiving the ${COMPANY.name} newsletter.`,
    // The canonical address never carries a subscriber's token.
    path: '/unsubscribe',
    noindex: true,
  }),
};

/** The shape `unsubscribeSchema` (shared/schemas/newsletter.ts) accepts, without zod in the page. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

type State = 'confirm' | 'done' | 'busy' | 'unavailable' | 'unknown';

function stateOf(params: URLSearchParams): { state: State; token?: string } {
  if (params.get('done') === '1') return { state: 'done' };
  const raw = params.get('token') ?? '';
  const token = TOKEN.test(raw) ? raw : undefined;
  const error = params.get('error');
  // Refusals the reader can retry: the server sends the token back with them when it had one.
  if (error === 'busy' || error === 'unavailable') return { state: error, token };
  if (error || !token) return { state: 'unknown' };
  return { state: 'confirm', token };
}

/** The one button: a plain form post of the token (React escapes the attribute). */
function ConfirmForm({ token }: { token: string }) {
  return (
    <form method="post" action={API.unsubscribe} className="unsubscribe-form">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button button--primary">
        Confirm unsubscribe
      </button>
    </form>
  );
}

/**
 * A refusal the reader can retry: with the token back, the same button and words that say to press
 * it again; without it, words that say where to find the link.
 */
function Refused(props: {
  title: string;
  token: string | undefined;
  withButton: string;
  withoutButton: string;
}) {
  const { title, token } = props;
  return (
    <>
      <h1 id="unsubscribe-title" className="section-title">
        {title}
      </h1>
      <p role="alert">{token ? props.withButton : props.withoutButton}</p>
      {token && <ConfirmForm token={token} />}
    </>
  );
}

/**
 * The link in every newsletter (CASL): a plain form post, so it works without JavaScript. The
 * server answers 303 to `?done=1` or `?error=unknown-token`, or, for a refusal worth retrying, to
 * `?token=...&error=busy` (too many requests) or `?token=...&error=unavailable` (the store failed),
 * where the same button is shown again. Opening the link changes nothing by itself (mail scanners
 * follow links); only the button does.
 */
export function Component() {
  const [params] = useSearchParams();
  const { state, token } = stateOf(params);
  return (
    <section className="section unsubscribe" aria-labelledby="unsubscribe-title">
      <div className="container unsubscribe-inner">
        <p className="eyebrow">Newsletter</p>
        {state === 'confirm' ? (
          <>
            <h1 id="unsubscribe-title" className="section-title">
              Unsubscribe from our newsletter?
            </h1>
            <p>
              You will stop receiving e-mails about our services and insights. You can subscribe again at any
              time.
            </p>
            <ConfirmForm token={token ?? ''} />
          </>
        ) : state === 'done' ? (
          <>
            <h1 id="unsubscribe-title" className="section-title">
              You are unsubscribed
            </h1>
            <p role="status">{UNSUBSCRIBE_DONE}</p>
            <p>
              <Link className="text-link" to="/">
                Back to the home page
              </Link>
            </p>
          </>
        ) : state === 'busy' ? (
          <Refused
            title="Please try again in a minute"
            token={token}
            withButton={UNSUBSCRIBE_BUSY_RETRY}
            withoutButton={UNSUBSCRIBE_BUSY}
          />
        ) : state === 'unavailable' ? (
          <Refused
            title="Something went wrong on our side"
            token={token}
            withButton={UNSUBSCRIBE_UNAVAILABLE}
            withoutButton={UNSUBSCRIBE_UNAVAILABLE_RELINK}
          />
        ) : (
          <>
            <h1 id="unsubscribe-title" className="section-title">
              This link does not work
            </h1>
            <p role="alert">{UNSUBSCRIBE_UNKNOWN}</p>
            <p>
              Please use the link in the most recent newsletter, or write to{' '}
              <a className="text-link" href={`mailto:${COMPANY.email}`}>
                {COMPANY.email}
              </a>{' '}
              and we will remove your address.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
