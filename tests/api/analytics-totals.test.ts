import { describe, expect, it } from 'vitest';
import { agencyDay } from '../../server/src/lib/agency-day.ts';
import { AnalyticsRepo } from '../../server/src/modules/analytics/analytics-repo.ts';
import { summaryOf } from './analytics-helpers.ts';
import { ownerForTest } from './owner-client.ts';

/** The summary's totals are the period's, whatever its tables (50 rows at most each) can show. */
describe("analytics: the period's totals", () => {
  it('when leads came from more landing pages and sources than the table lists, then the total still counts them all', async () => {
    const owner = await ownerForTest();
    const repo = await AnalyticsRepo.open(owner.app.services.store);
    const today = agencyDay(Date.now());
    // A year of leads: 60 pairs of landing page and source, 2 leads each.
    await repo.add(
      Array.from({ length: 60 }, (_, i) => ({
        day: today,
        metric: 'conversion' as const,
        dims: ['quote-request', `/listings/house-${i}`, i % 2 ? 'www.google.com' : ''],
        n: 2,
      })),
    );
    const summary = await summaryOf(owner, 365);
    expect(summary.conversions).toHaveLength(50);
    expect(summary.totals.conversions).toBe(120);
  });
});
