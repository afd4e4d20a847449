import { NEWSLETTER_CONSENT_TEXT } from '#shared/schemas/newsletter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { confirmationMail, unsubscribeUrl } from './newsletter-confirmation.ts';
import type { SubscriberRepo } from './subscriber-repo.ts';

interface NewsletterServiceOptions {
  /** Sends the new subscriber's confirmation; absent when SMTP_URL is not set. */
  mailer?: Mailer | undefined;
}

/**
 * Signups answer the same way whether or not the address was already on the list, so the form
 * cannot be used to find out who subscribed. A new signup (or a return after unsubscribing) records
 * the consent (CASL); a signup of an address already on the list changes nothing.
 */
export class NewsletterService {
  readonly repo: SubscriberRepo;
  private readonly options: NewsletterServiceOptions;
  constructor(repo: SubscriberRepo, options: NewsletterServiceOptions = {}) {
    this.repo = repo;
    this.options = options;
  }

  /** The new subscription's unsubscribe token, or null when the address was already subscribed. */
  subscribe(input: { email: string; source?: string | undefined }, now = new Date()): Promise<string | null> {
    return this.repo.subscribe({
      email: input.email,
      source: input.source ?? '/',
      consentText: NEWSLETTER_CONSENT_TEXT,
      at: now,
    });
  }

  /**
   * E-mails a new subscriber the consent wording and the unsubscribe link (`origin` is the
   * configured public origin, never the request's); resolves false when mail is off.
   */
  async confirm(email: string, token: string, origin: string): Promise<boolean> {
    if (!this.options.mailer) return false;
    await this.options.mailer.send(
      confirmationMail(email, NEWSLETTER_CONSENT_TEXT, unsubscribeUrl(origin, token)),
    );
    return true;
  }

  unsubscribe(token: string, now = new Date()): Promise<boolean> {
    return this.repo.unsubscribe(token, now);
  }
}
