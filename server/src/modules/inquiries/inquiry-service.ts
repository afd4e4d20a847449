import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Inquiry, inquirySchema } from '#shared/schemas/inquiry.ts';
import { notFound } from '../../http/http-error.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FormTokens } from './form-token.ts';
import { inquiryNotice } from './inquiry-notice.ts';
import type { InquiryRepo } from './inquiry-repo.ts';

type InquiryInput = z.output<typeof inquirySchema>;

export type SubmitOutcome =
  | { outcome: 'stored'; inquiry: Inquiry }
  /** The honeypot was filled: the sender is told it worked, nothing is kept. */
  | { outcome: 'trapped' }
  /**
   * The same request sent again on its form (its answer lost, a double press): it was stored the
   * first time, so it is answered as received and nothing more is kept or sent.
   */
  | { outcome: 'resent'; inquiry: Inquiry }
  /** Sent faster than a person fills the form. */
  | { outcome: 'too-fast' }
  /** The form token is missing, malformed or not signed by this server: the page must be reloaded. */
  | { outcome: 'unverified' }
  /** The form token is older than FORM_TOKEN_MAX_AGE_MS, or was used already: the page must be reloaded. */
  | { outcome: 'expired' }
  /** A lead for a listing that is not live (taken down, or never there). */
  | { outcome: 'no-listing' };

/** How long a shown contact form can be sent: long enough for a tab left open over a day. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

interface InquiryServiceOptions {
  /** Signs the token each shown form carries (its issue time, on the server's clock). */
  tokens: FormTokens;
  minSeconds: number;
  mailer?: Mailer | undefined;
  notifyTo: string;
  adminUrl?: string | undefined;
  /** Where erasures are recorded (without the person). */
  audit: AuditTrail;
  /** Handled requests are erased this many days after being marked handled; unset keeps them. */
  retentionDays?: number | undefined;
  /** The live listing at an address, for a lead sent from its page (docs/listings.md). */
  findListing?: (slug: string) => Promise<ListingContact | null>;
}

/** What a lead needs of its listing: the address to name and the agent to e-mail. */
interface ListingContact {
  slug: string;
  address: string;
  agentEmail: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** Quote requests from the contact form: spam checks, storage, the optional e-mail notice. */
export class InquiryService {
  readonly repo: InquiryRepo;
  private readonly options: InquiryServiceOptions;
  constructor(repo: InquiryRepo, options: InquiryServiceOptions) {
    this.repo = repo;
    this.options = options;
  }

  /** A token for a contact form shown now. */
  issueFormToken(now = new Date()): string {
    return this.options.tokens.issue(now);
  }

  async submit(input: InquiryInput, now = new Date()): Promise<SubmitOutcome> {
    if (input.website?.trim()) return { outcome: 'trapped' };
    const issuedAt = this.options.tokens.issuedAt(input.formToken);
    if (issuedAt === undefined) return { outcome: 'unverified' };
    // Both times are the server's own: the visitor's clock plays no part.
    const age = now.getTime() - issuedAt;
    if (age < this.options.minSeconds * 1000) return { outcome: 'too-fast' };
    if (age > FORM_TOKEN_MAX_AGE_MS) return { outcome: 'expired' };
    const { website, formToken, startedAt, listing: slug, ...fields } = input;
    const spentOn = { id: randomUUID(), fields: JSON.stringify({ ...fields, listing: slug }) };
    // Single use: a token that was sent once cannot carry a second request.
    if (!(await this.options.tokens.spend(formToken!, issuedAt + FORM_TOKEN_MAX_AGE_MS, now, spentOn))) {
      return this.resent(formToken!, spentOn.fields, now);
    }
    const listing = slug ? await this.options.findListing?.(slug) : undefined;
    if (slug && !listing) return { outcome: 'no-listing' };
    const inquiry: Inquiry = {
      ...fields,
      ...(listing ? { listing: { slug: listing.slug, address: listing.address } } : {}),
      id: spentOn.id,
      status: 'new',
      createdAt: now.toISOString(),
    };
    await this.repo.insert(inquiry);
    return { outcome: 'stored', inquiry };
  }

  /**
   * A used token: the same fields again are the request it carried, if that one was stored (a
   * first send that failed, or one still being stored, must not be called received); anything
   * else is refused as a used form.
   */
  private async resent(formToken: string, fields: string, now: Date): Promise<SubmitOutcome> {
    const id = await this.options.tokens.spentOn(formToken, fields, now);
    const inquiry = id ? await this.repo.get(id) : null;
    return inquiry ? { outcome: 'resent', inquiry } : { outcome: 'expired' };
  }

  /** E-mails the agency when SMTP is configured; resolves false when mail is off. */
  async notify(inquiry: Inquiry): Promise<boolean> {
    if (!this.options.mailer) return false;
    const notice = inquiryNotice(inquiry, this.options.notifyTo, this.options.adminUrl);
    await this.options.mailer.send(notice);
    // A lead from a property website goes to its listing agent too.
    const agent = inquiry.listing && (await this.options.findListing?.(inquiry.listing.slug))?.agentEmail;
    if (agent) await this.options.mailer.send({ ...notice, to: agent });
    return true;
  }

  list(): Promise<Inquiry[]> {
    return this.repo.list();
  }

  /** Leads: requests sent from a listing's page since a moment (docs/listings.md, "Statistics"). */
  leadsFor(slugs: readonly string[], since: Date): Promise<number> {
    return this.repo.countForListing(slugs, since);
  }

  /** Removes a request from the datastore for good (a person's erasure request, or spam). */
  async erase(id: string, who: string, now = new Date()): Promise<void> {
    if (!(await this.repo.erase(id, this.options.audit, who, now))) throw notFound('No such quote request');
  }

  /**
   * The retention period: erases every request handled more than `retentionDays` ago (run at start
   * and then periodically). Returns how many; none when no period is set.
   */
  async eraseExpired(now = new Date()): Promise<number> {
    const days = this.options.retentionDays;
    if (days === undefined) return 0;
    const ids = await this.repo.handledBefore(new Date(now.getTime() - days * DAY_MS));
    let erased = 0;
    for (const id of ids) {
      if (await this.repo.erase(id, this.options.audit, 'retention period', now)) erased += 1;
    }
    return erased;
  }

  /** Finishes erasures a crash interrupted; run at start, before requests are served. */
  reconcileErasures(): Promise<number> {
    return this.repo.reconcileErasures(this.options.audit);
  }

  async setStatus(id: string, status: Inquiry['status']): Promise<Inquiry> {
    const updated = await this.repo.setStatus(id, status, new Date());
    if (!updated) throw notFound('No such quote request');
    return updated;
  }
}
