import { describe, expect, it } from 'vitest';
import { roomsText } from './listing-data.ts';

const listing = (fields: { bedrooms?: number; bathrooms?: number; area?: string }) => fields;

describe('roomsText', () => {
  it('when rooms and area are known, then it counts each in words, one with the singular', () => {
    expect(roomsText(listing({ bedrooms: 1, bathrooms: 2.5, area: '2,400 sq ft' }))).toBe(
      '1 bedroom · 2.5 bathrooms · 2,400 sq ft',
    );
  });

  it('when only some are known, then it names only those, and nothing when none is', () => {
    expect(roomsText(listing({ bathrooms: 1 }))).toBe('1 bathroom');
    expect(roomsText(listing({ bedrooms: 0 }))).toBe('0 bedrooms');
    expect(roomsText(listing({}))).toBe('');
  });
});
