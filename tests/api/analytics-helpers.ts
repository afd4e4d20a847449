import { expect } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { type AnalyticsSummary, analyticsSummarySchema } from '#shared/schemas/analytics.ts';
import type { OwnerSession } from './owner-client.ts';

/** A browser's user agent: visitors are told apart by address and user agent. */
export const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) TestBrowser/${n}.0`;

/** Sends a beacon as navigator.sendBeacon does (a text body) and expects the one answer: 204. */
export async function sendBeacon(
  url: string,
  body: unknown,
  options: { ua?: string; headers?: Record<string, string> } = {},
): Promise<void> {
  const res = await fetch(`${url}${API.analyticsEvent}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': options.ua ?? browser(1),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.status).toBe(204);
  expect(await res.text()).toBe('');
}

export const pageView = (p: string, extra: Record<string, string> = {}) => ({
  t: 'pageview',
  p,
  sc: 'desktop',
  ...extra,
});

/** The owner's summary, checked against its one shape. */
export async function summaryOf(owner: OwnerSession, days = 1): Promise<AnalyticsSummary> {
  const res = await owner.call(`${API.adminAnalyticsSummary}?days=${days}`);
  expect(res.status).toBe(200);
  return analyticsSummarySchema.parse(await res.json());
}

export const viewsOf = (summary: AnalyticsSummary) =>
  Object.fromEntries(summary.pages.map((p) => [p.path, { views: p.views, visitors: p.visitors }]));
