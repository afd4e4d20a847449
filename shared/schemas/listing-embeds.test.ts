import { describe, expect, it } from 'vitest';
import { listingVideoSchema } from './listing-embeds.ts';

const refusals = (value: unknown) => listingVideoSchema.safeParse(value).error?.issues.map((i) => i.message);

describe("a listing's video and where it starts", () => {
  it.each([
    ['https://vimeo.com/123456789#t=90s', 90],
    ['https://vimeo.com/123456789#t=1m30s', 90],
    ['https://player.vimeo.com/video/123456789#t=42s', 42],
  ])('when the Vimeo address %s is pasted, then its id and its start are kept', (pasted, start) => {
    expect(listingVideoSchema.parse(pasted)).toEqual({ provider: 'vimeo', id: '123456789', start });
  });

  it('when a Vimeo address without a start is pasted, then the video has none', () => {
    expect(listingVideoSchema.parse('https://vimeo.com/123456789')).toEqual({
      provider: 'vimeo',
      id: '123456789',
    });
  });

  it('when a stored video is saved back as read, then its start stays, and one stored without a start keeps working', () => {
    for (const stored of [
      { provider: 'vimeo', id: '123456789', start: 90 },
      { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 42 },
      { provider: 'vimeo', id: '123456789' },
    ]) {
      expect(listingVideoSchema.parse(stored)).toEqual(stored);
    }
    expect(listingVideoSchema.parse({ provider: 'vimeo', id: '123456789', start: 0 })).toEqual({
      provider: 'vimeo',
      id: '123456789',
    });
  });

  it('when a Vimeo start cannot be a time, then it is refused in the same words as a YouTube one', () => {
    expect(refusals('https://vimeo.com/123456789#t=abc')).toEqual([
      'has a start time that is not a time (“abc”): write it as 90 or 1m30s, or leave it out',
    ]);
    expect(refusals('https://youtu.be/dQw4w9WgXcQ?t=abc')).toEqual(
      refusals('https://vimeo.com/123456789#t=abc'),
    );
    expect(refusals('https://vimeo.com/123456789#t=13h')).toEqual([
      'has a start time past 12 hours (“13h”): write a start under 12 hours, or leave it out',
    ]);
  });
});
