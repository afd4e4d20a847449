import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Inquiry, inquirySchema } from '#shared/schemas/inquiry.ts';
import { notFound } from '../../http/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { inquiryNotice } from './inquiry-notice.ts';
import type { InquiryRepo } from './inquiry-repo.ts';

type InquiryInput = z.output<typeof inquirySchema>;

export type SubmitOutcome =
  | { outcome: 'stored'; inquiry: Inquiry }
  /** The honeypot was filled: the sender is told it worked, nothing is kept. */
  | { outcome: 'trapped' }
  /** Sent faster than a person fills the form. */
  | { outcome: 'too-fast' };

export interface InquiryServiceOptions {
  minSeconds: number;
  mailer?: Mailer | undefined;
  notifyTo: string;
  adminUrl?: string | undefined;
}

/** Quote requests from the contact form: spam checks, storage, the optional e-mail notice. */
export class InquiryService {
  readonly repo: InquiryRepo;
  private readonly options: InquiryServiceOptions;
  constructor(repo: InquiryRepo, options: InquiryServiceOptions) {
    this.repo = repo;
    this.options = options;
  }

  async submit(input: InquiryInput, now = new Date()): Promise<SubmitOutcome> {
    if (input.website?.trim()) return { outcome: 'trapped' };
    if (input.startedAt !== undefined && now.getTime() - input.startedAt < this.options.minSeconds * 1000) {
      return { outcome: 'too-fast' };
    }
    const { website, startedAt, ...fields } = input;
    const inquiry: Inquiry = { ...fields, id: randomUUID(), status: 'new', createdAt: now.toISOString() };
    await this.repo.insert(inquiry);
    return { outcome: 'stored', inquiry };
  }

  /** E-mails the agency when SMTP is configured; resolves false when mail is off. */
  async notify(inquiry: Inquiry): Promise<boolean> {
    if (!this.options.mailer) return false;
    await this.options.mailer.send(inquiryNotice(inquiry, this.options.notifyTo, this.options.adminUrl));
    return true;
  }

  list(): Promise<Inquiry[]> {
    return this.repo.list();
  }

  async setStatus(id: string, status: Inquiry['status']): Promise<Inquiry> {
    const updated = await this.repo.setStatus(id, status, new Date());
    if (!updated) throw notFound('No such quote request');
    return updated;
  }
}
