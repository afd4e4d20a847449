import { describe, expect, it } from 'vitest';
import { clockTime, MAX_START_SECONDS } from './video-start.ts';
import { youtubeVideoFrom } from './youtube-id.ts';

const ID = 'dQw4w9WgXcQ';
const startOf = (pasted: string) => {
  const video = youtubeVideoFrom(pasted);
  return video?.address ? video.start : video;
};

describe('the start time of a pasted YouTube address', () => {
  it.each([
    [`https://youtu.be/${ID}?t=42`, 42],
    [`https://youtu.be/${ID}?si=abc&t=42`, 42],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?t=90s&v=${ID}`, 90],
    [`https://www.youtube.com/embed/${ID}?start=90`, 90],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&start=75`, 75],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=2h`, 7200],
    [`https://www.youtube.com/watch?v=${ID}&t=5M`, 300],
    [`https://youtu.be/${ID}#t=1m5s`, 65],
    [`youtube.com/shorts/${ID}?t=7`, 7],
  ])('when %s is pasted, then the video starts %i seconds in', (pasted, seconds) => {
    expect(youtubeVideoFrom(pasted)).toEqual({ id: ID, address: true, start: { seconds } });
  });

  it.each([
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=`,
    `https://www.youtube.com/watch?v=${ID}&t=0`,
    `https://www.youtube.com/watch?v=${ID}&t=0s`,
  ])('when %s is pasted, then the address says nothing of a start', (pasted) => {
    expect(startOf(pasted)).toBe('none');
  });

  it('when the id alone is pasted, then it is no address and carries no start', () => {
    expect(youtubeVideoFrom(ID)).toEqual({ id: ID, address: false });
  });

  it.each(['abc', '1m30x', '-5', '1.5', '1:30', 's', 'h', '90s90'])(
    'when t=%s is not a time, then it is read as unreadable (never as 0:00)',
    (t) => {
      expect(startOf(`https://www.youtube.com/watch?v=${ID}&t=${t}`)).toEqual({ unreadable: t });
    },
  );

  it.each([String(MAX_START_SECONDS + 1), '13h', '99999999999999999999999', '9999999h'])(
    'when t=%s is past 12 hours, then it is read as too late',
    (t) => {
      expect(startOf(`https://www.youtube.com/watch?v=${ID}&t=${t}`)).toEqual({ tooLate: t });
    },
  );

  it('when the start is just under 12 hours, then it is kept', () => {
    expect(startOf(`https://youtu.be/${ID}?t=11h59m59s`)).toEqual({ seconds: MAX_START_SECONDS });
  });
});

describe('a start said as the player clock says it', () => {
  it.each([
    [5, '0:05'],
    [90, '1:30'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [MAX_START_SECONDS, '11:59:59'],
  ])('when the start is %i seconds, then it reads %s', (seconds, text) => {
    expect(clockTime(seconds)).toBe(text);
  });
});
