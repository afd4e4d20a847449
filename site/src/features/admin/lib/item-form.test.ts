import { describe, expect, it } from 'vitest';
import { buildCreate, EMPTY_FORM } from './item-form.ts';

describe('the item form and YouTube addresses', () => {
  const video = {
    ...EMPTY_FORM,
    title: 'Listing film',
    description: 'A walkthrough.',
    type: 'video' as const,
  };

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('when %s is pasted as a video source, then the body carries the id alone', (src) => {
    const built = buildCreate('videoPortfolio', { ...video, src }, 1_700_000_000_000);
    expect(built).toMatchObject({ ok: true, input: { src: 'dQw4w9WgXcQ', type: 'video' } });
  });

  it('when a non-YouTube address is pasted, then the form refuses it before sending', () => {
    const built = buildCreate('videoPortfolio', { ...video, src: 'https://vimeo.com/12345' });
    expect(built.ok).toBe(false);
  });

  it('when an image source looks like a YouTube address, then it is left as it is', () => {
    const built = buildCreate('photographyPortfolio', {
      ...video,
      type: 'image',
      src: '/images/portfolio/photography-1.jpg',
      alt: 'A living room',
    });
    expect(built).toMatchObject({ ok: true, input: { src: '/images/portfolio/photography-1.jpg' } });
  });
});
