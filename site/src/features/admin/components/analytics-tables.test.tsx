import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AnalyticsSummary, UNKNOWN_LANDING_PAGE } from '#shared/schemas/analytics.ts';
import { PageCell, VitalsTable } from './analytics-tables.tsx';

type Vital = AnalyticsSummary['vitals'][number];
const vital = (
  template: string,
  metric: Vital['metric'],
  p75: number,
  samples: number,
  rating: Vital['rating'],
) => ({ template, device: 'all', metric, p75, samples, rating }) satisfies Vital;

/** The text of each row's cells, tags left out. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '')),
  );

describe('the speed table', () => {
  it('when a kind of page has only a visit or two measured, then no rating is given, only the figure and why', () => {
    const html = renderToStaticMarkup(
      <VitalsTable
        vitals={[
          vital('about', 'LCP', 5000, 1, 'poor'),
          vital('about', 'CLS', 0, 1, 'good'),
          vital('blog/*', 'LCP', 2500, 40, 'good'),
          vital('blog/*', 'CLS', 0.3, 40, 'poor'),
        ]}
      />,
    );
    const rows = rowsOf(html);
    const about = rows.find((row) => row[0] === 'About page')!;
    expect(about.slice(1)).toEqual(['5.0 s Too few visits to rate', '0.00 Too few visits to rate', '1']);
    const blog = rows.find((row) => row[0] === 'Blog: each page')!;
    expect(blog.slice(1)).toEqual(['2.5 s Good', '0.30 Poor', '40']);
    // The owner is told where the line is.
    expect(html).toMatch(/rated once at least 5 visits/);
  });
});

describe('a page cell', () => {
  it('when a page has a name, then the name shows with the address under it; when no page of the visit was counted, then it says so in words', () => {
    expect(renderToStaticMarkup(<PageCell path="/search" name="Search" />)).toBe(
      '<span class="admin-page-cell"><span>Search</span> <span class="admin-page-path">/search</span></span>',
    );
    expect(renderToStaticMarkup(<PageCell path="/old-page" name={undefined} />)).toBe('/old-page');
    expect(renderToStaticMarkup(<PageCell path={UNKNOWN_LANDING_PAGE} name={undefined} />)).toBe(
      'Not known (the browser sent no page views: JavaScript off or blocked)',
    );
  });
});
