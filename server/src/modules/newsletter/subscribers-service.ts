import { COMPANY } from '#shared/content/company.ts';
import type { Subscriber } from '#shared/schemas/newsletter.ts';
import { notFound } from '../../http/http-error.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { unsubscribeUrl } from './newsletter-confirmation.ts';
import type { SubscriberRepo } from './subscriber-repo.ts';
import { toCsv } from './subscribers-csv.ts';
import { agencyClock } from '../../lib/agency-day.ts';

/** The export's columns, in the admin's words (the file is opened in a spreadsheet or a mail tool). */
const CSV_HEADER = [
  'Email',
  'Status',
  `Subscribed (${COMPANY.address.locality} time)`,
  `Unsubscribed (${COMPANY.address.locality} time)`,
  'Source page',
  'Consent text shown',
  'Unsubscribe link',
];

/**
 * A moment as spreadsheets read a date and time ("2026-11-27 13:03:15"), on the agency's clock
 * as the admin shows it; the column names the zone, so the consent record stays exact.
 */
function spreadsheetTime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = agencyClock(at);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The owner's view of the list: newest first, or as a CSV that keeps the consent record and each
 * subscriber's unsubscribe link (CASL: every message sent to the list must carry one).
 */
export class SubscribersService {
  private readonly repo: SubscriberRepo;
  private readonly audit: AuditTrail;
  constructor(repo: SubscriberRepo, audit: AuditTrail) {
    this.repo = repo;
    this.audit = audit;
  }

  /** Removes a subscriber from the datastore for good (their erasure request, CASL/PIPEDA). */
  async erase(email: string, who: string, now = new Date()): Promise<void> {
    if (!(await this.repo.erase(email, this.audit, who, now)))
      throw notFound('No subscriber with this address');
  }

  /** Finishes erasures a crash interrupted; run at start, before requests are served. */
  reconcileErasures(): Promise<number> {
    return this.repo.reconcileErasures(this.audit);
  }

  list(): Promise<Subscriber[]> {
    return this.repo.list();
  }

  /** The export; unsubscribe links point at `origin`, the site's public address. */
  async csv(origin: string): Promise<string> {
    const rows = (await this.repo.listWithTokens()).map((s) => [
      s.email,
      s.unsubscribedAt ? 'Unsubscribed' : 'Active',
      spreadsheetTime(s.subscribedAt),
      spreadsheetTime(s.unsubscribedAt),
      s.source,
      s.consentText,
      unsubscribeUrl(origin, s.unsubscribeToken),
    ]);
    return toCsv(CSV_HEADER, rows);
  }
}
