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

describe('a video item and where it starts', () => {
  const VIDEO = { title: 'T', description: 'D', type: 'video', src: 'dQw4w9WgXcQ' } as const;
  const parsed = (body: Record<string, unknown>) => createItemSchema.parse({ ...VIDEO, ...body });
  const refusals = (body: Record<string, unknown>) =>
    createItemSchema.safeParse({ ...VIDEO, ...body }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('when an address with a start is pasted, then the source is the id and the start its own field', () => {
    expect(parsed({ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s' })).toMatchObject({
      src: 'dQw4w9WgXcQ',
      start: 90,
    });
    expect(parsed({ src: 'https://youtu.be/dQw4w9WgXcQ?t=42', start: 7 }).start).toBe(42);
  });

  it('when an address without a start is pasted, then it clears the start sent beside it', () => {
    expect(parsed({ src: 'https://youtu.be/dQw4w9WgXcQ', start: 90 }).start).toBeUndefined();
  });

  it('when the id is sent with a start (an item saved back as read), then the start is kept; alone, it has none', () => {
    expect(updateItemSchema.parse({ ...VIDEO, id: 'video-1', start: 90 }).start).toBe(90);
    expect(parsed({}).start).toBeUndefined();
    expect(parsed({ start: 0 }).start).toBeUndefined();
  });

  it('when the item is not a video, then a start is not kept', () => {
    expect(createItemSchema.parse({ ...IMAGE, alt: 'A porch', start: 90 })).not.toHaveProperty('start');
  });

  it('when the pasted start is not a time or is absurdly late, then the source is refused saying why', () => {
    expect(refusals({ src: 'https://youtu.be/dQw4w9WgXcQ?t=abc' })).toEqual([
      ['src', 'has a start time that is not a time (“abc”): write it as 90 or 1m30s, or leave it out'],
    ]);
    expect(refusals({ src: 'https://youtu.be/dQw4w9WgXcQ?t=99999999' })).toEqual([
      ['src', 'has a start time past 12 hours (“99999999”), longer than a YouTube video can be'],
    ]);
  });

  it('when a start is sent that is no whole number of seconds under 12 hours, then it is refused at the start', () => {
    expect(refusals({ start: 1.5 })).toEqual([['start', 'must be whole seconds']]);
    expect(refusals({ start: -1 })).toEqual([['start', 'cannot be before the video begins']]);
    expect(refusals({ start: 43200 })).toEqual([
      ['start', 'must be under 12 hours, the longest a video can be'],
    ]);
    expect(refusals({ start: '90' })?.[0]?.[0]).toBe('start');
  });
});
