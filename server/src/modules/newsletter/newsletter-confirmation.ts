import { COMPANY } from '#shared/content/company.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The page the unsubscribe link opens: it shows a confirm button that posts the token. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The e-mail a new subscriber gets (CASL): who we are, the consent they gave in the words shown on
 * the form, and a working unsubscribe link. Plain text: nothing to escape or render.
 */
export function confirmationMail(to: string, consentText: string, unsubscribeLink: string): MailMessage {
  const { address } = COMPANY;
  const lines = [
    `Thank you for subscribing to the ${COMPANY.name} newsletter.`,
    '',
    'When you signed up you agreed to the following:',
    `"${consentText}"`,
    '',
    'To unsubscribe at any time, open this link:',
    unsubscribeLink,
    '',
    'If you did not sign up, open the link above and you will not hear from us again.',
    '',
    '--',
    COMPANY.legalName,
    `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    `${COMPANY.phone} - ${COMPANY.email}`,
  ];
  return { to, subject: `You are subscribed to the ${COMPANY.name} newsletter`, text: lines.join('\n') };
}
