import { describe, expect, it } from 'vitest';
import type { ListingEntry } from '#shared/schemas/listing.ts';
import type { ListingPageData } from './listing-data.ts';
import { listingMeta } from './listing-meta.ts';

/** The fields the head reads of a listing; the rest of an entry plays no part here. */
const page = (fields: Partial<ListingEntry>): ListingPageData => ({
  address: 'x',
  gone: false,
  formToken: '',
  lead: { kind: 'idle' },
  listing: {
    address: '12 Elm St',
    city: 'Toronto',
    province: 'ON',
    listingStatus: 'for-sale',
    photos: [],
    floorPlans: [],
    listed: true,
    slug: '12-elm-st',
    description: '',
    ...fields,
  } as unknown as ListingEntry,
});

describe('listingMeta description', () => {
  it('when a listing has one bedroom and one bathroom, then the description says each in the singular', () => {
    expect(listingMeta(page({ bedrooms: 1, bathrooms: 1, price: 650_000 })).description).toBe(
      'For sale: 12 Elm St, Toronto, ON. 1 bedroom, 1 bathroom. $650,000',
    );
  });

  it('when it has several and an area, then it counts them in the plural, the area after', () => {
    expect(listingMeta(page({ bedrooms: 4, bathrooms: 2.5, area: '2,400 sq ft' })).description).toBe(
      'For sale: 12 Elm St, Toronto, ON. 4 bedrooms, 2.5 bathrooms, 2,400 sq ft',
    );
  });
});
