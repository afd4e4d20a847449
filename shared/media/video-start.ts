/**
 * Where a video starts, in whole seconds: read from a pasted address's `t=` or `start=`, and said
 * back to the owner as a clock reading ("Starts at 1:30"). Bounded by the longest video YouTube
 * takes (12 hours), so no absurd number is stored or sent to the player.
 */
export const MAX_START_SECONDS = 12 * 60 * 60 - 1;

/** What an address says of its start: none, a time, or one that cannot be a time in a video. */
export type StartReading = { seconds: number } | 'none' | { unreadable: string } | { tooLate: string };

/** `90`, `90s`, `1m30s`, `1h2m3s` (YouTube's forms); a bare number is seconds. */
const TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i;

/** The seconds a `t=` value names, or null when it is not a time. */
function secondsFromTime(value: string): number | null {
  const text = value.trim();
  const match = text ? TIME.exec(text) : null;
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** The start a YouTube address carries: `t=` (watch, youtu.be, also after `#`) or `start=` (embed). */
export function startFromAddress(url: URL): StartReading {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t');
  if (raw === null || raw.trim() === '') return 'none';
  const seconds = secondsFromTime(raw);
  if (seconds === null) return { unreadable: raw };
  if (seconds > MAX_START_SECONDS) return { tooLate: raw };
  return seconds === 0 ? 'none' : { seconds };
}

/** "1:30", "1:02:03": a start as the video player's clock shows it. */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
