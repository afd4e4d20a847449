import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeriodTotals } from './analytics-totals.tsx';

describe("the analytics section's totals", () => {
  it('when a period adds up daily visitors, then the figure is not called unique visitors of the period', () => {
    // One person on 5 days of the period is 5 here: the days' visitors added up.
    const html = renderToStaticMarkup(<PeriodTotals totals={{ views: 40, visitors: 5, conversions: 1 }} />);
    const terms = [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(terms).toEqual([
      ['Page views', '40'],
      ['Visitors, counted once a day', '5'],
      ['Quote requests, listing leads and signups', '1'],
    ]);
    expect(html).not.toMatch(/unique/i);
    expect(html).toMatch(/someone who comes back on another day is counted again/);
  });
});
