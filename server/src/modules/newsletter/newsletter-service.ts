import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUCCESS } from '#shared/schemas/newsletter.ts';
import type { SubscriberRepo } from './subscriber-repo.ts';

/**
 * Signups answer the same way whether or not the address was already on the list, so the form
 * cannot be used to find out who subscribed. Each signup renews the consent record (CASL).
 */
export class NewsletterService {
  readonly repo: SubscriberRepo;
  constructor(repo: SubscriberRepo) {
    this.repo = repo;
  }

  async subscribe(input: { email: string; source?: string | undefined }, now = new Date()) {
    const existing = await this.repo.findByEmail(input.email);
    if (!existing || existing.unsubscribedAt) {
      await this.repo.upsert({
        email: input.email,
        source: input.source ?? '/',
        consentText: NEWSLETTER_CONSENT_TEXT,
        at: now,
      });
    }
    return { message: NEWSLETTER_SUCCESS };
  }

  unsubscribe(token: string, now = new Date()): Promise<boolean> {
    return this.repo.unsubscribe(token, now);
  }
}
