import { type FormEvent, useState } from 'react';
import { API } from '#shared/api/paths.ts';
import { publicApi } from '#shared/api/public-api.ts';
import { visitorMessageOf } from '#shared/api/api-error.ts';
import {
  looksLikeEmail,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_INVALID,
  NEWSLETTER_SUCCESS,
} from '#shared/constants/newsletter-texts.ts';

interface NewsletterFormProps {
  /** Path of the page the form is on (kept with the consent record). */
  source: string;
  variant: 'footer' | 'sidebar';
  /** Unique per page: ids of the input and message derive from it. */
  idPrefix: string;
  /** The address a refused plain post typed, filled back in (the signup page's answer to it only). */
  email?: string | undefined;
}

const SOURCE_PATH = /^\/[A-Za-z0-9/_-]*$/;

/**
 * Newsletter signup (spec sections 4, 5 and 8): the message is cleared at each submit; an empty or
 * at-less address is refused without a request; while sending, input and button are disabled and
 * the button reads 'Subscribing...'; the message is green when it contains 'Thank you', else red.
 */
export function NewsletterForm({ source, variant, idPrefix, email: typed }: NewsletterFormProps) {
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  const sourcePath = SOURCE_PATH.test(source) ? source : '/';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the field, not kept in state: an address typed before React had the form (its code
    // still on the way) is in the field only, and a controlled field would be emptied by React.
    const email = String(new FormData(form).get('email') ?? '');
    setMessage('');
    if (!looksLikeEmail(email)) {
      setMessage(NEWSLETTER_INVALID);
      return;
    }
    setPending(true);
    try {
      await publicApi.subscribe({ email: email.trim(), source: sourcePath });
      setMessage(NEWSLETTER_SUCCESS);
      form.reset();
    } catch (error) {
      // The server's check is stricter than the at-sign rule ('a@b'): its refusal reads as the spec's sentence.
      setMessage(visitorMessageOf(error));
    } finally {
      setPending(false);
    }
  }

  const success = message.includes('Thank you');
  return (
    // noValidate: the spec's own rule and message apply instead of the browser's bubble. Before the
    // script runs (or without it) the browser posts the form itself; the server answers with the
    // signup page (docs/rendering.md, "Forms without JavaScript").
    <form
      className={`newsletter newsletter--${variant}`}
      method="post"
      action={API.newsletter}
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="source" value={sourcePath} />
      <label className="newsletter-label" htmlFor={inputId}>
        Email address
      </label>
      <div className="newsletter-row">
        <input
          id={inputId}
          className="input newsletter-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@brokerage.com"
          defaultValue={typed}
          disabled={pending}
          aria-describedby={message ? messageId : undefined}
        />
        <button className="button button--primary newsletter-button" type="submit" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`newsletter-message ${success ? 'is-success' : 'is-error'}`} role="status">
        {message}
      </p>
      <p className="newsletter-consent">{NEWSLETTER_CONSENT_TEXT}</p>
    </form>
  );
}

export default NewsletterForm;
