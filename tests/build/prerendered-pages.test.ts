import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agencyDay } from '../../server/src/lib/agency-day.ts';
import { RENDERED_ON_FILE } from '../../server/src/site/agency-day.ts';
import { ORIGIN_PLACEHOLDER } from '../../server/src/site/origin-placeholder.ts';
import { PageCache } from '../../server/src/site/page-cache.ts';
import { loadProductionRenderer } from '../../server/src/site/production-renderer.ts';
import { type SitePage, SitePages } from '../../server/src/site/site-pages.ts';

/**
 * Fixed pages are prerendered at build, yet show today's date (spec: the legal pages' last-updated
 * line is the current date, the footer's copyright the current year). Run against the real build.
 */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const prerenderedDir = `${dist}/prerendered`;
const ORIGIN = 'https://agency.example';

const lastUpdated = (html: string) => /Last updated: (?:<!-- -->)?([^<]+)</.exec(html)?.[1];
const copyrightYear = (html: string) => /© (?:<!-- -->)?(\d{4})/.exec(html)?.[1];
const html = (page: SitePage) => {
  if (page.kind !== 'ready') throw new Error(`expected a ready page, got ${page.kind}`);
  return page.answer.identity.toString();
};

async function sitePages(clock: () => Date) {
  const renderer = await loadProductionRenderer(dist);
  return new SitePages({ renderer, origin: ORIGIN, prerenderedDir, cache: new PageCache(), clock });
}

describe('prerendered pages and the date', () => {
  it('when served on the day of the build, then the built file is served as it is', async () => {
    const builtOn = (await readFile(`${prerenderedDir}/${RENDERED_ON_FILE}`, 'utf8')).trim();
    expect(builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const built = await readFile(`${prerenderedDir}/privacy/index.html`, 'utf8');
    const buildDay = new Date(`${builtOn}T17:00:00Z`); // noon in Toronto, whatever the season
    expect(agencyDay(buildDay)).toBe(builtOn);
    const pages = await sitePages(() => buildDay);
    const page = html(await pages.page('/privacy', '', ''));
    expect(page).toBe(built.replaceAll(ORIGIN_PLACEHOLDER, ORIGIN));
    expect(pages.renders).toBe(0);
  });

  it('when served on a later day, then the page is rendered again with that day in it', async () => {
    let now = new Date('2031-01-02T17:00:00Z');
    const pages = await sitePages(() => now);

    const privacy = html(await pages.page('/privacy', '', ''));
    expect(lastUpdated(privacy)).toBe('January 2, 2031');
    expect(copyrightYear(privacy)).toBe('2031');
    expect(privacy).toContain(`rel="canonical" href="${ORIGIN}/privacy"`);
    const about = html(await pages.page('/about', '', ''));
    expect(copyrightYear(about)).toBe('2031');

    now = new Date('2031-01-03T17:00:00Z');
    const nextDay = html(await pages.page('/privacy', '', ''));
    expect(lastUpdated(nextDay)).toBe('January 3, 2031');
  });

  it('when a path has no page, then the one shared 404 page answers and no file outside is read', async () => {
    const pages = await sitePages(() => new Date('2031-01-02T17:00:00Z'));
    const missing = await pages.page('/no-such-page', '', '');
    const escaping = await pages.page('/../package.json', '', '');
    expect(missing.kind === 'ready' && missing.answer.status).toBe(404);
    expect(escaping.kind === 'ready' && escaping.answer).toBe(missing.kind === 'ready' && missing.answer);
    expect(html(escaping)).not.toContain('"devDependencies"');
  });
});
