import { describe, expect, it } from 'vitest';
import { createListingSchema, type ListingEntry } from '#shared/schemas/listing.ts';
import { listingAdapter } from './listing-form.ts';
import { listingVideoStartNote } from './video-start-note.ts';

const form = () => ({
  ...listingAdapter.empty(),
  address: '123 Main St',
  price: '$1,249,000',
  bedrooms: '4',
  bathrooms: '2.5',
  video: 'https://vimeo.com/76979871',
  agentName: 'Priya Raman',
  agentPhone: '416 555 0142',
  agentEmail: 'priya@northgate.test',
  brokerage: 'Northgate',
  photos: [{ src: '/uploads/0123456789abcdef0123456789abcdef.jpg', alt: 'Kitchen', title: 'The kitchen' }],
});

describe('the listing form', () => {
  it('when the owner fills it in, then its body passes the shared schema with numbers and the caption', () => {
    const body = listingAdapter.toBody(form());
    const parsed = createListingSchema.parse(body);
    expect(parsed.price).toBe(1_249_000);
    expect(parsed.bathrooms).toBe(2.5);
    expect(parsed.video).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parsed.photos[0]).toEqual({
      src: '/uploads/0123456789abcdef0123456789abcdef.jpg',
      alt: 'Kitchen',
      caption: 'The kitchen',
    });
  });

  it('when a number field holds words, then the body carries no number there and the schema names the field', () => {
    const body = JSON.parse(JSON.stringify(listingAdapter.toBody({ ...form(), yearBuilt: 'nineteen' })));
    const result = createListingSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['yearBuilt']);
  });

  it('when a stored listing is opened, then the form shows it as typed and saves it back unchanged', () => {
    const stored = {
      ...createListingSchema.parse(listingAdapter.toBody(form())),
      id: 'listing-1',
      slug: '123-main-st',
      title: '123 Main St',
      status: 'draft',
      version: 1,
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
    } as ListingEntry;
    const reopened = listingAdapter.fromEntry(stored);
    expect(reopened.price).toBe('1249000');
    expect(reopened.video).toBe('https://vimeo.com/76979871');
    expect(createListingSchema.parse(listingAdapter.toBody(reopened))).toEqual(
      createListingSchema.parse({ ...listingAdapter.toBody(form()), slug: '123-main-st' }),
    );
  });

  it('when the owner types bedrooms as 3+1, then it is saved as 3+1 and opens again as typed', () => {
    const parsed = createListingSchema.parse(listingAdapter.toBody({ ...form(), bedrooms: ' 3 + 1 ' }));
    expect(parsed.bedrooms).toBe('3+1');
    const stored = { ...parsed, id: 'listing-1', slug: '123-main-st', title: '123 Main St' } as ListingEntry;
    expect(listingAdapter.fromEntry(stored).bedrooms).toBe('3+1');
  });

  it('when bedrooms hold words, then the message says how to type them', () => {
    const body = JSON.parse(JSON.stringify(listingAdapter.toBody({ ...form(), bedrooms: 'three' })));
    const result = createListingSchema.safeParse(body);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bedrooms', 'must be a number such as 3, or two numbers joined by + such as 3+1'],
    ]);
  });

  it('when a Vimeo video with a start is opened, then the form shows its address at that time, says so, and a save keeps it', () => {
    const parsed = createListingSchema.parse(
      listingAdapter.toBody({ ...form(), video: 'https://vimeo.com/76979871#t=1m30s' }),
    );
    expect(parsed.video).toEqual({ provider: 'vimeo', id: '76979871', start: 90 });
    const reopened = listingAdapter.fromEntry({
      ...parsed,
      id: 'listing-1',
      slug: '123-main-st',
    } as ListingEntry);
    expect(reopened.video).toBe('https://vimeo.com/76979871#t=90s');
    expect(listingVideoStartNote(reopened.video)).toBe('Starts at 1:30');
    expect(createListingSchema.parse(listingAdapter.toBody(reopened)).video).toEqual(parsed.video);
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'Starts at 1:30'],
    ['https://vimeo.com/76979871#t=1h2m3s', 'Starts at 1:02:03'],
    ['https://vimeo.com/76979871', ''],
    ['https://vimeo.com/76979871#t=abc', ''],
  ])('when %s is typed as the video, then the form says "%s"', (video, note) => {
    expect(listingVideoStartNote(video)).toBe(note);
  });
});
