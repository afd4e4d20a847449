import { describe, expect, it } from 'vitest';
import type { PortfolioData, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { featuredTitles, FIRST_FIVE, pageHtml } from './featured-work.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const photography = async (client: OwnerClient) =>
  ((await (await client.call('/api/admin/portfolio')).json()) as PortfolioData).photographyPortfolio;
const put = (client: OwnerClient, key: string, item: PortfolioItem) =>
  client.call(`/api/portfolio/${key}`, { method: 'PUT', json: item });

describe('the owner marks what a service page features', () => {
  it('when nothing is marked (items stored without the field), then the first five, as a fresh install always showed', async () => {
    owner = await ownerForTest();
    const items = await photography(owner);
    expect(items.some((item) => 'featuredOnService' in item)).toBe(false);
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual(FIRST_FIVE);
  });

  it('when two later items are marked, then the page shows exactly those in the portfolio order; renamed, unmarked and deleted, it follows', async () => {
    owner = await ownerForTest();
    const items = await photography(owner);
    const [seventh, eighth] = [items[6]!, items[7]!];
    // Marked in reverse: the page still follows the portfolio order, not the order of marking.
    expect((await put(owner, 'photographyPortfolio', { ...eighth, featuredOnService: true })).status).toBe(
      200,
    );
    const marked = await put(owner, 'photographyPortfolio', { ...seventh, featuredOnService: true });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as PortfolioItem).featuredOnService).toBe(true);
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual([
      seventh.title,
      eighth.title,
    ]);
    // The public list carries the mark (the desktop's offline copy and the site read it there).
    const open = (await (
      await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`)
    ).json()) as PortfolioItem[];
    expect(open.filter((item) => item.featuredOnService).map((item) => item.id)).toEqual([
      seventh.id,
      eighth.id,
    ]);

    const current = (await photography(owner)).find((item) => item.id === seventh.id)!;
    await put(owner, 'photographyPortfolio', { ...current, title: 'Renamed Featured Home' });
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual([
      'Renamed Featured Home',
      eighth.title,
    ]);
    expect(await pageHtml(owner, '/portfolio/photography')).toContain('Renamed Featured Home');

    // A PUT replaces the whole item: sent without the mark, the item is no longer featured.
    const renamed = (await photography(owner)).find((item) => item.id === seventh.id)!;
    const { featuredOnService: _mark, ...unmarked } = renamed;
    expect((await put(owner, 'photographyPortfolio', unmarked as PortfolioItem)).status).toBe(200);
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual([eighth.title]);

    const last = (await photography(owner)).find((item) => item.id === eighth.id)!;
    const removed = await owner.call(
      `/api/portfolio/photographyPortfolio/${last.id}?version=${last.version}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(204);
    // No item marked any more: back to the first five.
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual(FIRST_FIVE);
  });

  it('when a new item is created marked, then it is featured at its place at the end of the portfolio', async () => {
    owner = await ownerForTest();
    const first = (await photography(owner))[0]!;
    await put(owner, 'photographyPortfolio', { ...first, featuredOnService: true });
    const created = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'POST',
      json: {
        title: 'Brand New Listing',
        description: 'Just shot',
        type: 'image',
        src: '/images/portfolio/photography-1.jpg',
        alt: 'A front porch',
        featuredOnService: true,
      },
    });
    expect(created.status).toBe(201);
    expect(featuredTitles(await pageHtml(owner, '/services/photography'))).toEqual([
      first.title,
      'Brand New Listing',
    ]);
  });

  it('when an editing item (no service page features that collection) is marked, then 400 naming the field and nothing stored', async () => {
    owner = await ownerForTest();
    const data = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    const item = data.editingPortfolio[0]!;
    const res = await put(owner, 'editingPortfolio', {
      ...item,
      title: 'Marked edit',
      featuredOnService: true,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Featured on the service page is not offered here: no service page features the editingPortfolio collection.',
    );
    const after = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    expect(after.editingPortfolio[0]).toEqual(item);
  });

  it('when the mark is not a boolean, then 400 naming the field', async () => {
    owner = await ownerForTest();
    const item = (await photography(owner))[0]!;
    const res = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...item, featuredOnService: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Featured on the service page must be yes or no.',
    );
  });
});
