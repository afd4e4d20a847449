import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalyticsChart, axisTop, labelledDays } from './analytics-chart.tsx';

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

describe('the days the chart labels', () => {
  it('when a month is drawn on a phone or a desktop, then labels are at least 60 px apart and the last day, today, always has one', () => {
    for (const [days, width] of [
      [30, 342],
      [30, 1000],
      [7, 342],
      [90, 342],
      [365, 1000],
      [1, 342],
    ] as const) {
      const labelled = labelledDays(days, width);
      expect(labelled.at(-1), `${days} days at ${width} px`).toBe(days - 1);
      const spacing = (width - 64) / Math.max(1, days - 1);
      for (const [n, i] of labelled.entries()) {
        if (n > 0) expect((i - labelled[n - 1]!) * spacing).toBeGreaterThanOrEqual(60);
      }
    }
    // Every day where there is room for every day.
    expect(labelledDays(7, 1000)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe("the chart's y axis", () => {
  it('when the busiest day is drawn, then the axis tops it closely with a round figure whose middle line is a whole number', () => {
    expect([0, 3, 5, 9, 11, 16, 26, 41, 118, 151, 999, 1001].map(axisTop)).toEqual([
      4, 4, 6, 10, 20, 20, 30, 50, 150, 200, 1000, 1500,
    ]);
    for (let value = 0; value <= 5000; value += 7) {
      const top = axisTop(value);
      expect(top).toBeGreaterThanOrEqual(value);
      expect(Number.isInteger(top / 2)).toBe(true);
      // The busiest day reaches at least half way up (the old steps of 1, 2 and 5 left 60 % empty).
      if (value > 4) expect(value / top).toBeGreaterThan(0.5);
    }
  });
});
