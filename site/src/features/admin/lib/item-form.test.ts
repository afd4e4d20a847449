import { describe, expect, it } from 'vitest';
import { buildCreate, buildUpdate, EMPTY_FORM, formFromItem } from './item-form.ts';
import { videoStartNote } from './video-start-note.ts';

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

describe('the item form and where a video starts', () => {
  const film = {
    id: 'video-1',
    title: 'Loft film',
    description: 'A walkthrough.',
    type: 'video' as const,
    src: 'dQw4w9WgXcQ',
    start: 90,
    order: 0,
    version: 3,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('when a video with a start is edited, then the form shows its address at that time, says so, and a save keeps it', () => {
    const form = formFromItem(film);
    expect(form.src).toBe('https://youtu.be/dQw4w9WgXcQ?t=90');
    expect(videoStartNote(form.src)).toBe('Starts at 1:30');
    expect(buildUpdate(film, form)).toMatchObject({ ok: true, input: { src: 'dQw4w9WgXcQ', start: 90 } });
  });

  it('when the owner pastes the id alone or an address without a start, then the start goes and nothing is said', () => {
    for (const src of ['dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ']) {
      const built = buildUpdate(film, { ...formFromItem(film), src });
      expect(built.ok && built.input.start).toBeUndefined();
      expect(videoStartNote(src)).toBe('');
    }
  });

  it('when a video stored without a start is edited, then the form shows its id as before', () => {
    const { start: _start, ...plain } = film;
    expect(formFromItem(plain).src).toBe('dQw4w9WgXcQ');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s', 'Starts at 1:02:03'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=5', 'Starts at 0:05'],
    ['https://youtu.be/dQw4w9WgXcQ?t=abc', ''],
    ['not a video', ''],
  ])('when %s is typed, then the form says "%s"', (src, note) => {
    expect(videoStartNote(src)).toBe(note);
  });
});

describe('the item form and the service-page mark', () => {
  const stored = {
    id: 'photography-1',
    title: 'Home',
    description: 'A home',
    type: 'image' as const,
    src: '/images/portfolio/photography-1.jpg',
    alt: 'A porch',
    order: 0,
    version: 2,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('when an item stored without the mark is edited, then the box is clear and the body leaves the mark out', () => {
    const form = formFromItem(stored);
    expect(form.featuredOnService).toBe(false);
    const built = buildUpdate(stored, form);
    expect(built.ok && 'featuredOnService' in built.input).toBe(false);
  });

  it('when the owner ticks the box, then the body carries the mark; cleared, it is left out (a PUT removes it)', () => {
    const marked = buildUpdate(stored, { ...formFromItem(stored), featuredOnService: true });
    expect(marked).toMatchObject({ ok: true, input: { featuredOnService: true, version: 2 } });
    const form = formFromItem({ ...stored, featuredOnService: true });
    expect(form.featuredOnService).toBe(true);
    const cleared = buildUpdate(stored, { ...form, featuredOnService: false });
    expect(cleared.ok && 'featuredOnService' in cleared.input).toBe(false);
  });
});
