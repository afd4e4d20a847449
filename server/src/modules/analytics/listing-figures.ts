import { daysBefore, utcDay } from './analytics-repo.ts';
import type { AnalyticsService } from './analytics-service.ts';

/** One listing's figures over a period: what its delivery page shows the agent (leads are the inbox's). */
interface ListingFigures {
  daily: { day: string; views: number; visitors: number }[];
  videoPlays: number;
  tourOpens: number;
}

/** The UTC days a listing's figures cover: the last `days` days, today included. */
export function listingPeriod(now: number, days: number): { from: string; to: string } {
  const to = utcDay(now);
  return { from: daysBefore(to, days - 1), to };
}

/** Whether a path is the prefix itself or below it (`/listings/12` holds `/listings/12/unbranded`). */
const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix.replace(/\/+$/, '')}/`);

/**
 * The figures of every page under one path prefix for the last `days` days: page views and
 * visitors per day (a visitor counted once per page and day), video plays and 3D-tour opens.
 */
export async function listingFigures(
  analytics: Pick<AnalyticsService, 'countsBetween' | 'now'>,
  prefix: string,
  days: number,
): Promise<ListingFigures> {
  const { from, to } = listingPeriod(analytics.now, days);
  const perDay = new Map<string, { views: number; visitors: number }>();
  for (let i = days - 1; i >= 0; i--) perDay.set(daysBefore(to, i), { views: 0, visitors: 0 });
  const figures: ListingFigures = { daily: [], videoPlays: 0, tourOpens: 0 };
  for (const row of await analytics.countsBetween(from, to)) {
    const [first = '', second = ''] = row.dims;
    if ((row.metric === 'view' || row.metric === 'visitor') && under(first, prefix)) {
      const day = perDay.get(row.day);
      if (day && row.metric === 'view') day.views += row.n;
      if (day && row.metric === 'visitor') day.visitors += row.n;
    } else if (row.metric === 'interaction' && under(second, prefix)) {
      if (first === 'video') figures.videoPlays += row.n;
      if (first === 'tour') figures.tourOpens += row.n;
    }
  }
  figures.daily = [...perDay].map(([day, counts]) => ({ day, ...counts }));
  return figures;
}
