import { describe, expect, it } from 'vitest';
import { checkInput } from './field-problems.ts';
import { inquirySchema } from './inquiry.ts';
import { createListingSchema } from './listing.ts';
import { newsletterSignupSchema } from './newsletter.ts';

const errorOf = (result: ReturnType<typeof checkInput>) => (result.ok ? 'accepted' : result.error);

describe('an e-mail field left empty', () => {
  it('when the contact form is sent without an e-mail, then it says "Email is required", as its other fields do', () => {
    const inquiry = { firstName: 'Jo', lastName: 'Lee', email: '', details: 'A shoot in May, please.' };
    expect(errorOf(checkInput(inquirySchema, inquiry))).toMatch(/\bEmail is required\b/);
    expect(errorOf(checkInput(inquirySchema, { ...inquiry, firstName: '', email: '  ' }))).toBe(
      'Please check 2 fields: First name is required; Email is required.',
    );
  });

  it('when a newsletter sign-up has no e-mail, then it is required, and a wrong one must be valid', () => {
    expect(errorOf(checkInput(newsletterSignupSchema, { email: '' }))).toBe('Email is required.');
    expect(errorOf(checkInput(newsletterSignupSchema, { email: 'jo' }))).toBe(
      'Email must be a valid email address.',
    );
  });

  it('when a listing is published without its agent’s e-mail, then "Agent e-mail is required" is among its problems', () => {
    const listing = {
      address: '1 Elm St',
      city: 'Toronto',
      province: 'ON',
      listingStatus: 'for-sale',
      status: 'published',
      agent: { name: 'Priya Raman', phone: '416 555 0142', email: '', brokerage: 'Northgate' },
    };
    const error = errorOf(checkInput(createListingSchema, listing));
    expect(error).toContain('Agent e-mail is required');
    expect(error).not.toContain('at least');
  });
});
