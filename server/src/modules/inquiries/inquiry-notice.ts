import { BUDGET_OPTIONS, type Inquiry, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '#shared/schemas/inquiry.ts';
import { COMPANY } from '#shared/content/company.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** When a request came, as the agency reads a date: "Nov 27, 2026, 1:03 p.m. (Toronto time)". */
const RECEIVED = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY.timeZone,
});
const received = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${RECEIVED.format(at)} (${COMPANY.address.locality} time)`;
};

const label = (options: readonly (readonly [string, string])[], value: string | undefined) =>
  value ? (options.find(([v]) => v === value)?.[1] ?? value) : 'Not specified';

/** The e-mail the agency gets for a new quote request (plain text: nothing to escape or render). */
export function inquiryNotice(inquiry: Inquiry, to: string, adminUrl: string | undefined): MailMessage {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const lines = [
    inquiry.listing
      ? `A visitor asked about ${inquiry.listing.address} on its property website.`
      : 'A new quote request arrived through the website.',
    '',
    `Name: ${name}`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone ?? 'Not given'}`,
    `Service: ${label(SERVICE_OPTIONS, inquiry.service)}`,
    `Budget: ${label(BUDGET_OPTIONS, inquiry.budget)}`,
    `Timeline: ${label(TIMELINE_OPTIONS, inquiry.timeline)}`,
    `Received: ${received(inquiry.createdAt)}`,
    '',
    'Project details:',
    inquiry.details,
    '',
    adminUrl ? `All requests: ${adminUrl}` : 'All requests are listed under Inquiries in the admin.',
  ];
  return {
    to,
    subject: inquiry.listing
      ? `Listing lead: ${inquiry.listing.address} - ${name}`
      : `Quote request: ${label(SERVICE_OPTIONS, inquiry.service)} - ${name}`,
    text: lines.join('\n'),
    replyTo: inquiry.email,
  };
}
