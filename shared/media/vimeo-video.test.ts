import { describe, expect, it } from 'vitest';
import { MAX_START_SECONDS } from './video-start.ts';
import { vimeoPlayerUrl, vimeoVideoFrom } from './vimeo-video.ts';

const ID = '123456789';

describe('the start time of a pasted Vimeo address', () => {
  it.each([
    [`https://vimeo.com/${ID}#t=90s`, 90],
    [`https://vimeo.com/${ID}#t=1m30s`, 90],
    [`https://vimeo.com/${ID}#t=90`, 90],
    [`https://www.vimeo.com/${ID}#t=1h2m3s`, 3723],
    [`https://player.vimeo.com/video/${ID}#t=42s`, 42],
    [`vimeo.com/${ID}?share=copy#t=7s`, 7],
  ])('when %s is pasted, then the video starts %i seconds in', (pasted, seconds) => {
    expect(vimeoVideoFrom(pasted)).toEqual({ id: ID, start: { seconds } });
  });

  it.each([`https://vimeo.com/${ID}`, `https://vimeo.com/${ID}#t=`, `https://vimeo.com/${ID}#t=0s`])(
    'when %s is pasted, then the address says nothing of a start',
    (pasted) => {
      expect(vimeoVideoFrom(pasted)).toEqual({ id: ID, start: 'none' });
    },
  );

  it.each(['abc', '1:30', '90x'])('when #t=%s is not a time, then it is read as unreadable', (t) => {
    expect(vimeoVideoFrom(`https://vimeo.com/${ID}#t=${t}`)?.start).toEqual({ unreadable: t });
  });

  it('when #t= is past 12 hours, then it is read as too late', () => {
    expect(vimeoVideoFrom(`https://vimeo.com/${ID}#t=13h`)?.start).toEqual({ tooLate: '13h' });
    expect(vimeoVideoFrom(`https://vimeo.com/${ID}#t=11h59m59s`)?.start).toEqual({
      seconds: MAX_START_SECONDS,
    });
  });

  it.each([
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/123456789#t=90s',
    'ftp://vimeo.com/1',
  ])('when %s is pasted, then it is no Vimeo video', (pasted) => {
    expect(vimeoVideoFrom(pasted)).toBeNull();
  });
});

describe("the address of Vimeo's player", () => {
  it('when the video has a start, then the player address carries it as #t=...s', () => {
    expect(vimeoPlayerUrl(ID, 90)).toBe(`https://player.vimeo.com/video/${ID}#t=90s`);
  });

  it('when it has none, then the player address is the bare one', () => {
    expect(vimeoPlayerUrl(ID, undefined)).toBe(`https://player.vimeo.com/video/${ID}`);
  });
});
