import { describe, expect, it } from 'vitest';
import { createPostSchema } from './post.ts';

/** Issue 11 finding 10, for stored content: control characters never reach the store or a page. */
describe('control characters in posts and projects', () => {
  const post = {
    slug: 'clean-text',
    title: 'Open\u0000 house\nday',
    excerpt: 'Short\u0007 summary',
    datePublished: '2026-11-23',
    category: 'Tips\u001b',
    image: '/uploads/cover.jpg',
    imageAlt: 'Front\u0000 door',
    content: [
      { type: 'paragraph', text: 'Line one\r\n\tindented\u0000 line two\u007f' },
      { type: 'quote', text: 'Quoted', author: 'Ada\u0000\nLovelace' },
      {
        type: 'image',
        src: '/uploads/room.jpg',
        alt: 'Living\u0000 room',
        caption: 'Bright\u009b room\u0085view',
      },
    ],
  };

  it('when one-line fields carry control characters or line breaks, then they become one clean line', () => {
    const parsed = createPostSchema.parse(post);
    expect(parsed.title).toBe('Open house day');
    expect(parsed.category).toBe('Tips');
    expect(parsed.imageAlt).toBe('Front door');
    expect(parsed.content[1]).toMatchObject({ author: 'Ada Lovelace' });
    // A C1 control goes; NEL is a line break, so on one line a space (shared/constants/typed-text.ts).
    expect(parsed.content[2]).toMatchObject({ alt: 'Living room', caption: 'Bright room view' });
  });

  it('when prose carries them, then line breaks and tabs stay and the rest go', () => {
    const parsed = createPostSchema.parse(post);
    expect(parsed.excerpt).toBe('Short summary');
    expect(parsed.content[0]).toMatchObject({ text: 'Line one\n\tindented line two' });
  });

  it('when a required field is only control characters, then it is refused as empty', () => {
    expect(createPostSchema.safeParse({ ...post, title: '\u0000\u0001' }).success).toBe(false);
  });
});
