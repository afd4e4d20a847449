import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, telHref } from './phone-number.ts';

describe('phone numbers as people type them', () => {
  it('when a number has an extension, then it is taken, and its link dials the number with the extension apart', () => {
    for (const [typed, href] of [
      ['(416) 555-0147', 'tel:4165550147'],
      ['+1 416 555 0147', 'tel:+14165550147'],
      ['(416) 555-0147 ext. 204', 'tel:4165550147;ext=204'],
      ['416.555.0147 x204', 'tel:4165550147;ext=204'],
      ['416-555-0147 Extension 12', 'tel:4165550147;ext=12'],
    ] as const) {
      expect(PHONE_PATTERN.test(typed), typed).toBe(true);
      expect(telHref(typed), typed).toBe(href);
    }
  });

  it('when a number holds words or an extension without digits, then it is not a phone number', () => {
    for (const typed of [
      'call me maybe',
      '416 555 0147 ext.',
      '416 555 0147 ext 1234567',
      'x',
      '416 or 905',
    ]) {
      expect(PHONE_PATTERN.test(typed), typed).toBe(false);
    }
  });
});
