import { describe, expect, it } from 'vitest';
import { inquirySchema } from './inquiry.ts';
import { createItemSchema } from './portfolio.ts';

/** Issue 11 finding 10: NUL and other control characters were stored and rendered raw. */
describe('control characters in typed text', () => {
  const inquiry = {
    firstName: 'Ada\u0000\u0007',
    lastName: 'Love\u001blace\u009b',
    email: 'ada@example.com',
    details: 'Line one\r\n\tindented\u0000 line two\u007f\nend',
  };

  it('when a one-line field carries control characters, then they are removed', () => {
    const parsed = inquirySchema.parse(inquiry);
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.lastName).toBe('Lovelace');
  });

  it('when a multi-line field carries them, then line breaks and tabs stay and the rest go', () => {
    expect(inquirySchema.parse(inquiry).details).toBe('Line one\n\tindented line two\nend');
  });

  it('when a field is only control characters, then it counts as empty', () => {
    expect(inquirySchema.safeParse({ ...inquiry, firstName: '\u0000\u0001' }).success).toBe(false);
  });

  it('when a portfolio title has a line break or NUL, then it becomes one clean line', () => {
    const item = createItemSchema.parse({
      title: 'Harbour\nview\u0000',
      description: 'Two\nlines\u0000',
      type: 'image',
      src: '/images/portfolio/x.jpg',
      alt: 'A\tview',
    });
    expect(item).toMatchObject({ title: 'Harbour view', description: 'Two\nlines', alt: 'A view' });
  });
});
