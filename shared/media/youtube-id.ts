import { YOUTUBE_ID } from '../constants/portfolio-collections.ts';
import { type StartReading, startFromAddress } from './video-start.ts';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/**
 * What a video's source must be, said the same by every schema that takes one: the owner may paste
 * either, so the refusal names both.
 */
export const YOUTUBE_SOURCE_RULE = 'must be a YouTube address or an 11-character video id';

/**
 * A pasted YouTube video: its 11-character id, and what the address said of where to start
 * (`address: false` for a bare id, which says nothing of it).
 */
type PastedVideo = { id: string; address: false } | { id: string; address: true; start: StartReading };

/**
 * The video an owner pastes: the id itself, or a YouTube address in any of its usual forms
 * (`watch?v=`, `youtu.be/`, `shorts/`, `embed/`, `live/`) with its start time (`t=`, `start=`).
 * Null for anything else, so the form can say the address is not a YouTube video.
 */
export function youtubeVideoFrom(value: string): PastedVideo | null {
  const text = value.trim();
  if (YOUTUBE_ID.test(text)) return { id: text, address: false };
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) || !/^https?:$/.test(url.protocol)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  if (!candidate || !YOUTUBE_ID.test(candidate)) return null;
  return { id: candidate, address: true, start: startFromAddress(url) };
}
