import { describe, expect, it } from 'vitest';
import { createItemSchema, missingAltText, newItemId, updateItemSchema } from './portfolio.ts';

const IMAGE = { title: 'T', description: 'D', type: 'image', src: '/images/a.jpg' } as const;

describe('the shared item rules (server, web admin and desktop use these)', () => {
  it('when an image has no alt text and is not decorative, then create and update bodies are refused at alt', () => {
    for (const parsed of [
      createItemSchema.safeParse(IMAGE),
      createItemSchema.safeParse({ ...IMAGE, alt: '   ' }),
      updateItemSchema.safeParse({ ...IMAGE, id: 'photography-1' }),
    ]) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['alt', 'is required for images unless marked decorative'],
      ]);
    }
  });

  it('when an image has alt text or is decorative, or the item is a video, then no alt text is needed', () => {
    expect(createItemSchema.safeParse({ ...IMAGE, alt: 'A porch' }).success).toBe(true);
    expect(createItemSchema.safeParse({ ...IMAGE, decorative: true }).success).toBe(true);
    expect(createItemSchema.safeParse({ ...IMAGE, type: 'video', src: 'dQw4w9WgXcQ' }).success).toBe(true);
    expect(missingAltText({ type: 'image', alt: '' })).toBe(true);
    expect(missingAltText({ type: 'embed' })).toBe(false);
  });

  it('when the admin makes an id, then it is the key without Portfolio, a dash and the timestamp', () => {
    expect(newItemId('webDesignPortfolio', 1700000000000)).toBe('webDesign-1700000000000');
  });
});
