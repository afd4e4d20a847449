import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '#shared/schemas/content.ts';
import { embedSource } from './embed-frame.tsx';
import { openedWithoutScript, youtubeEmbedUrl } from './gallery-media.ts';

const item = (type: GalleryItem['type'], src: string): GalleryItem => ({
  id: 'x',
  title: 'Harbourfront loft',
  description: '',
  type,
  src,
});
const target = (type: GalleryItem['type'], src: string) => openedWithoutScript(item(type, src), embedSource);

describe('where a gallery card leads without the script', () => {
  it('when the card is a shipped or uploaded photo, then it links to its largest common size, a file every picture has', () => {
    expect(target('image', '/images/portfolio/photography-1.jpg')).toEqual({
      href: '/images/portfolio/photography-1-1600.jpg',
      external: false,
    });
    expect(target('image', '/uploads/2026/11/kitchen-3f9a.jpg')).toEqual({
      href: '/uploads/2026/11/kitchen-3f9a-1600.jpg',
      external: false,
    });
    // A picture without variants (a drawing) is linked as it is; another site's address is not.
    expect(target('image', '/images/plan.svg')).toEqual({ href: '/images/plan.svg', external: false });
    expect(target('image', '//evil.example/x.jpg')).toBeUndefined();
    expect(target('image', 'javascript:alert(1)')).toBeUndefined();
  });

  it('when the card is a video or a tour, then it opens on its own site in a new tab; anything else links nowhere', () => {
    expect(target('video', 'dQw4w9WgXcQ')).toEqual({
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      external: true,
    });
    expect(target('video', 'not a video id')).toBeUndefined();
    expect(target('embed', '<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo"></iframe>')).toEqual({
      href: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      external: true,
    });
    expect(target('embed', '<iframe src="https://evil.example/tour"></iframe>')).toBeUndefined();
  });
});

describe('where a video starts', () => {
  it('when the owner chose a start, then the player and the link to YouTube start there; without one, from the beginning', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', 90)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90',
    );
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(openedWithoutScript({ ...item('video', 'dQw4w9WgXcQ'), start: 90 }, embedSource)?.href).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s',
    );
  });

  it('when a stored start is not a whole number of seconds, then the player is given none', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', 1.5)).not.toContain('start');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', -3)).not.toContain('start');
  });
});
