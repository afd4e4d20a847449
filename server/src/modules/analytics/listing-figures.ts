import { agencyDay, daysBefore } from '../../lib/agency-day.ts';
import type { AnalyticsService } from './analytics-service.ts';

/** One listing's figures over a period: what its delivery page shows the agent (leads are the inbox's). */
interface ListingFigures {
  /** Views of the listing's pages, and visitors of them (a person counted once a day, whichever pages). */
  daily: { day: string; views: number; visitors: number }[];
  videoPlays: number;
  tourOpens: number;
}

/** The listing whose pages a path is one of: `/listings/12` for `/listings/12` and `/listings/12/unbranded`. */
export function listingOfPath(path: string): string | null {
  return /^\/listings\/[^/]+/.exec(path)?.[0] ?? null;
}

/** The agency days (Toronto) a listing's figures cover: the last `days` days, today included. */
export function listingPeriod(now: number, days: number): { from: string; to: string } {
  const to = agencyDay(now);
  return { from: daysBefore(to, days - 1), to };
}

/** Whether a path is the prefix itself or below it (`/listings/12` holds `/listings/12/unbranded`). */
const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix.replace(/\/+$/, '')}/`);

/**
 * The figures of one listing's pages (`/listings/{slug}` and the pages under it, at each address
 * it was published at: `prefixes`) for the last `days` days: page views and visitors per day,
 * video plays and 3D-tour opens. Visitors are the `listing-visitor` counter: a person once a day
 * across the listing's pages (an old address redirects, so its visits are all from before the
 * change). A day counted before that counter existed has only per-page counts: its largest is
 * taken (at least that many people), never their sum.
 */
export async function listingFigures(
  analytics: Pick<AnalyticsService, 'countsBetween' | 'now'>,
  prefixes: readonly string[],
  days: number,
): Promise<ListingFigures> {
  const isListing = (path: string) => prefixes.includes(path);
  const isUnder = (path: string) => prefixes.some((prefix) => under(path, prefix));
  const { from, to } = listingPeriod(analytics.now, days);
  const perDay = new Map<string, { views: number; visitors: number; perPage: number }>();
  for (let i = days - 1; i >= 0; i--) perDay.set(daysBefore(to, i), { views: 0, visitors: 0, perPage: 0 });
  const figures: ListingFigures = { daily: [], videoPlays: 0, tourOpens: 0 };
  for (const row of await analytics.countsBetween(from, to)) {
    const [first = '', second = ''] = row.dims;
    const day = perDay.get(row.day);
    if (row.metric === 'listing-visitor' && isListing(first)) {
      if (day) day.visitors += row.n;
    } else if ((row.metric === 'view' || row.metric === 'visitor') && isUnder(first)) {
      if (day && row.metric === 'view') day.views += row.n;
      if (day && row.metric === 'visitor') day.perPage = Math.max(day.perPage, row.n);
    } else if (row.metric === 'interaction' && isUnder(second)) {
      if (first === 'video') figures.videoPlays += row.n;
      if (first === 'tour') figures.tourOpens += row.n;
    }
  }
  figures.daily = [...perDay].map(([day, { views, visitors, perPage }]) => ({
    day,
    views,
    visitors: visitors || perPage,
  }));
  return figures;
}
