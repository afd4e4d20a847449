import { z } from 'zod';
import { MAX_START_SECONDS, type StartReading } from '../media/video-start.ts';
import { vimeoVideoFrom } from '../media/vimeo-video.ts';
import { youtubeVideoFrom } from '../media/youtube-id.ts';

/**
 * Where a video starts, in whole seconds, beside its id (a YouTube id stays the bare 11
 * characters the spec names; a listing's Vimeo video has one too). Optional: entries stored before it have none and play from 0:00; 0
 * is stored as none.
 */
export const videoStartSchema = z
  .number()
  .int('must be whole seconds')
  .min(0, 'cannot be before the video begins')
  .max(MAX_START_SECONDS, 'must be under 12 hours, the longest a video can be')
  .optional()
  .transform((seconds) => (seconds ? seconds : undefined));

const shown = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

/** What follows "past 12 hours (...)" in the refusal: YouTube's own limit, or what to do. */
const TOO_LATE = {
  youtube: ', longer than a YouTube video can be',
  vimeo: ': write a start under 12 hours, or leave it out',
};

/** The start an address carries, or why it cannot be kept, in the owner's words. */
function addressStart(
  reading: StartReading,
  provider: keyof typeof TOO_LATE,
): { start: number | undefined; refusal?: string } {
  if (reading === 'none') return { start: undefined };
  if ('seconds' in reading) return { start: reading.seconds };
  if ('unreadable' in reading) {
    return {
      start: undefined,
      refusal: `has a start time that is not a time (“${shown(reading.unreadable)}”): write it as 90 or 1m30s, or leave it out`,
    };
  }
  return {
    start: undefined,
    refusal: `has a start time past 12 hours (“${shown(reading.tooLate)}”)${TOO_LATE[provider]}`,
  };
}

/** The video a source names, with where it starts (or why that start cannot be kept). */
type VideoChoice = { id: string; start: number | undefined; refusal?: string };

/**
 * What a pasted source and the start sent beside it become: an address decides the start (its
 * `t=` or `start=`; pasting one without a start clears it), a bare id keeps the start sent with it
 * (an entry saved back as it was read, by the admin or the desktop's queue).
 */
export function videoChoice(source: string, sentStart: number | undefined): VideoChoice | null {
  const video = youtubeVideoFrom(source);
  if (!video) return null;
  if (!video.address) return { id: video.id, start: sentStart };
  return { id: video.id, ...addressStart(video.start, 'youtube') };
}

/** The Vimeo video an address names, with its `#t=` start read as YouTube's is; null for any other source. */
export function vimeoChoice(source: string): VideoChoice | null {
  const video = vimeoVideoFrom(source);
  return video ? { id: video.id, ...addressStart(video.start, 'vimeo') } : null;
}
