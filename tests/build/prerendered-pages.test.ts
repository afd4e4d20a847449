import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../server/src/site/origin-placeholder.ts';
import { agencyDay, PrerenderedPages, RENDERED_ON_FILE } from '../../server/src/site/prerendered-pages.ts';
import { loadProductionRenderer } from '../../server/src/site/production-renderer.ts';

/**
 * Fixed pages are prerendered at build, yet show today's date (spec: the legal pages' last-updated
 * line is the current date, the footer's copyright the current year). Run against the real build.
 */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const prerenderedDir = `${dist}/prerendered`;
const ORIGIN = 'https://agency.example';

const lastUpdated = (html: string) => /Last updated: (?:<!-- -->)?([^<]+)</.exec(html)?.[1];
const copyrightYear = (html: string) => /© (?:<!-- -->)?(\d{4})/.exec(html)?.[1];

describe('prerendered pages and the date', () => {
  it('when served on the day of the build, then the built file is served as it is', async () => {
    const builtOn = (await readFile(`${prerenderedDir}/${RENDERED_ON_FILE}`, 'utf8')).trim();
    expect(builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const built = await readFile(`${prerenderedDir}/privacy/index.html`, 'utf8');
    const renderer = await loadProductionRenderer(dist);
    const buildDay = new Date(`${builtOn}T17:00:00Z`); // noon in Toronto, whatever the season
    expect(agencyDay(buildDay)).toBe(builtOn);
    const pages = new PrerenderedPages(prerenderedDir, renderer, () => buildDay);
    const page = await pages.get('/privacy', ORIGIN);
    expect(page?.body.toString()).toBe(built.replaceAll(ORIGIN_PLACEHOLDER, ORIGIN));
    expect(lastUpdated(page!.body.toString())).toBe(lastUpdated(built));
  });

  it('when served on a later day, then the page is rendered again with that day in it', async () => {
    const renderer = await loadProductionRenderer(dist);
    let now = new Date('2031-01-02T17:00:00Z');
    const pages = new PrerenderedPages(prerenderedDir, renderer, () => now);

    const privacy = (await pages.get('/privacy', ORIGIN))!.body.toString();
    expect(lastUpdated(privacy)).toBe('January 2, 2031');
    expect(copyrightYear(privacy)).toBe('2031');
    expect(privacy).toContain(`rel="canonical" href="${ORIGIN}/privacy"`);
    const about = (await pages.get('/about', ORIGIN))!.body.toString();
    expect(copyrightYear(about)).toBe('2031');

    now = new Date('2031-01-03T17:00:00Z');
    const nextDay = (await pages.get('/terms', ORIGIN))!.body.toString();
    expect(lastUpdated(nextDay)).toBe('January 3, 2031');
  });

  it('when a path has no prerendered page, then nothing is rendered for it', async () => {
    const renderer = await loadProductionRenderer(dist);
    const pages = new PrerenderedPages(prerenderedDir, renderer, () => new Date('2031-01-02T17:00:00Z'));
    expect(await pages.get('/no-such-page', ORIGIN)).toBeNull();
    expect(await pages.get('/../package.json', ORIGIN)).toBeNull();
  });
});
