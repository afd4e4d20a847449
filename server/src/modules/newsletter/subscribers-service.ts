import type { Subscriber } from '#shared/schemas/newsletter.ts';
import { unsubscribeUrl } from './newsletter-confirmation.ts';
import type { SubscriberRepo } from './subscriber-repo.ts';
import { toCsv } from './subscribers-csv.ts';

const CSV_HEADER = [
  'email',
  'status',
  'subscribedAt',
  'unsubscribedAt',
  'source',
  'consentText',
  'unsubscribeUrl',
];

/**
 * The owner's view of the list: newest first, or as a CSV that keeps the consent record and each
 * subscriber's unsubscribe link (CASL: every message sent to the list must carry one).
 */
export class SubscribersService {
  private readonly repo: SubscriberRepo;
  constructor(repo: SubscriberRepo) {
    this.repo = repo;
  }

  list(): Promise<Subscriber[]> {
    return this.repo.list();
  }

  /** The export; unsubscribe links point at `origin`, the site's public address. */
  async csv(origin: string): Promise<string> {
    const rows = (await this.repo.listWithTokens()).map((s) => [
      s.email,
      s.unsubscribedAt ? 'unsubscribed' : 'subscribed',
      s.subscribedAt,
      s.unsubscribedAt,
      s.source,
      s.consentText,
      unsubscribeUrl(origin, s.unsubscribeToken),
    ]);
    return toCsv(CSV_HEADER, rows);
  }
}
