import { COMPANY } from '#shared/content/company.ts';

/**
 * The agency's calendar day (Toronto, DST-aware), the one day the site and its figures are counted
 * in: a page's dates (server/src/site/agency-day.ts) and every analytics day (docs/analytics.md).
 * A day is YYYY-MM-DD; it lasts 23 hours when the clocks go forward and 25 when they go back.
 */
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const wallFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const DAY_MS = 86_400_000;

/** The agency's day (YYYY-MM-DD) of a moment. */
export function agencyDay(at: Date | number): string {
  return dayFormatter.format(at);
}

/** The agency's wall clock at a moment, each part as two digits (the year four): `{ hour: '07', ... }`. */
export function agencyClock(
  at: Date | number,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(wallFormatter.formatToParts(at).map((p) => [p.type, p.value]));
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  return { year, month, day, hour, minute, second };
}

/** How far the agency's clock is ahead of UTC at a moment, in ms (-4 or -5 hours for Toronto). */
function offsetAt(at: number): number {
  const { year, month, day, hour, minute, second } = agencyClock(at);
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment an agency day begins: midnight in Toronto, as ms since the epoch. */
export function agencyDayStart(day: string): number {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset of a moment near midnight, then of midnight itself (they differ near a clock change).
  return wallMidnight - offsetAt(wallMidnight - offsetAt(wallMidnight));
}

/** The agency's day holding a moment, with the moments it begins and ends (the next day's start). */
export function agencyDayAt(at: number): { day: string; starts: number; ends: number } {
  const day = agencyDay(at);
  return { day, starts: agencyDayStart(day), ends: agencyDayStart(daysBefore(day, -1)) };
}

/**
 * The day `n` calendar days before a YYYY-MM-DD day (n may be negative): date arithmetic, not steps
 * of 24 hours, so a 23- or 25-hour day is still one day.
 */
export const daysBefore = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
