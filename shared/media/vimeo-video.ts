import { type StartReading, startFromAddress } from './video-start.ts';

const VIMEO_ID = /^\d{1,20}$/;

/** A pasted Vimeo video: its numeric id, and what the address said of where to start. */
type PastedVimeoVideo = { id: string; start: StartReading };

/**
 * The video of a Vimeo address (vimeo.com/ID, player.vimeo.com/video/ID) with its start time, as
 * Vimeo's Share writes it (`#t=90s`, `#t=1m30s`); null for anything else.
 */
export function vimeoVideoFrom(value: string): PastedVimeoVideo | null {
  const text = value.trim();
  const url = URL.parse(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments[0];
  return id && VIMEO_ID.test(id) ? { id, start: startFromAddress(url) } : null;
}

/**
 * The address of Vimeo's player for a video, at its start: the player reads `#t=90s` (the
 * fragment never reaches the server, so the CSP's frame-src and the embed allow-list see the same
 * path as without it).
 */
export function vimeoPlayerUrl(id: string, start: number | undefined): string {
  return `https://player.vimeo.com/video/${id}${start ? `#t=${start}s` : ''}`;
}
