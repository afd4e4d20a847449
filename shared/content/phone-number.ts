/**
 * Phone numbers as people type them on the quote form and an agent's card: digits, spaces and
 * + ( ) . -, then an extension if any ("(416) 555-0147 ext. 204", "416 555 0147 x204"), since an
 * office line often has one. No zod here: public pages link numbers with telHref.
 */
export const PHONE_PATTERN = /^([0-9+().\s-]*?)\s*(?:(?:ext(?:ension)?\.?|x)\s*(\d{1,6}))?$/i;

/** What a refused number reads, after the field's label. */
export const PHONE_RULE = 'may contain only digits, spaces and + ( ) . -, then an extension such as ext. 204';

/** The tel: link of a number as written: its digits and +, and its extension as RFC 3966 writes it. */
export function telHref(phone: string): string {
  const match = PHONE_PATTERN.exec(phone.trim());
  const number = (match?.[1] ?? phone).replace(/[^0-9+]/g, '');
  const extension = match?.[2];
  return `tel:${number}${extension ? `;ext=${extension}` : ''}`;
}
