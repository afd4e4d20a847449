import { describe, expect, it } from 'vitest';
import { pageView, sendBeacon, summaryOf } from './analytics-helpers.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { ownerForTest } from './owner-client.ts';

/** The summary names each address it gives, so the owner reads "Search", not "/search" (docs/analytics.md). */
describe('the names of the pages in the summary', () => {
  it("when the owner's published project is visited, then the summary names it by its title", async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const projects = (await (await owner.call('/api/admin/content/projects')).json()) as {
      slug: string;
      title: string;
      status: string;
    }[];
    const project = projects.find((p) => p.status === 'published')!;
    await sendBeacon(url, pageView(`/projects/${project.slug}`));
    const summary = await summaryOf(owner);
    expect(summary.names).toEqual({ [`/projects/${project.slug}`]: `Project: ${project.title}` });
  });

  it('when pages the site map leaves out are visited (search, an unlisted listing and its MLS page), then the summary names them too', async () => {
    const owner = await ownerForTest();
    const { url } = owner.app;
    const listing = { ...publishedListing([{ src: '/images/projects/1.jpg', alt: 'Front' }]), listed: false };
    expect((await owner.call(LISTINGS, { method: 'POST', json: listing })).status).toBe(201);
    for (const path of [
      '/search',
      '/newsletter',
      '/listings/123-main-st',
      '/listings/123-main-st/unbranded',
    ]) {
      await sendBeacon(url, pageView(path));
    }
    const summary = await summaryOf(owner);
    expect(summary.names).toEqual({
      '/search': 'Search',
      '/newsletter': 'Newsletter signup',
      '/listings/123-main-st': 'Listing: 123 Main St',
      '/listings/123-main-st/unbranded': 'Listing: 123 Main St (unbranded, for the MLS)',
    });
  });
});
