import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalyticsChart } from './analytics-chart.tsx';

const daily = [
  { day: '2026-11-28', views: 12, visitors: 5 },
  { day: '2026-11-29', views: 30, visitors: 9 },
];

describe("the analytics section's chart", () => {
  it('when a period has daily figures, then each day is also a table row with its views and visitors, for whoever cannot see the lines', () => {
    const html = renderToStaticMarkup(<AnalyticsChart daily={daily} />);
    expect(html).toContain('<summary>The figures by day, as a table</summary>');
    expect(html).toContain('<caption class="admin-sr-only">Page views and unique visitors per day</caption>');
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]),
    );
    expect(rows).toEqual([
      ['Day', 'Page views', 'Unique visitors'],
      ['Sat, Nov 28', '12', '5'],
      ['Sun, Nov 29', '30', '9'],
    ]);
  });
});
