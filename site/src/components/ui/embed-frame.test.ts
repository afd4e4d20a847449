import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SOURCES } from '#shared/embeds/embed-allow-list.ts';
import { embedSource } from './embed-frame.tsx';

describe('the browser frame and the CSP use the one embed allow-list', () => {
  it("when the markup points at YouTube's redirect page, then no frame is drawn", () => {
    expect(
      embedSource('<iframe src="https://www.youtube.com/redirect?q=https://evil.example/"></iframe>'),
    ).toBeUndefined();
  });

  it('when the markup is a Matterport show page, then its address is framed', () => {
    expect(
      embedSource('<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;play=1"></iframe>'),
    ).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1');
  });

  it("when a listing's Vimeo player starts at a time, then its address is framed with the start, under the same frame source", () => {
    const src = 'https://player.vimeo.com/video/123456789#t=90s';
    expect(embedSource(`<iframe src="${src}"></iframe>`)).toBe(src);
    expect(EMBED_FRAME_SOURCES).toContain('https://player.vimeo.com/video/');
  });

  it('when the CSP lists frame sources, then each is a host with a path prefix', () => {
    expect(EMBED_FRAME_SOURCES).toContain('https://www.youtube-nocookie.com/embed/');
    for (const source of EMBED_FRAME_SOURCES) expect(source).toMatch(/^https:\/\/[a-z.-]+\/[a-z]+\/$/);
  });
});
