import { describe, expect, it } from 'vitest';
import type { PortfolioData, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { featuredTitles, pageHtml } from './featured-work.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

describe('service pages feature their portfolio', () => {
  it('when a featured photography item is renamed and another deleted, then /services/photography follows at once', async () => {
    owner = await ownerForTest();
    const before = featuredTitles(await pageHtml(owner, '/services/photography'));
    expect(before).toEqual([
      'Oakville Lakeside Estate',
      'King West Loft',
      'Riverdale Semi Kitchen',
      'Leaside Family Home',
      'Lawrence Park Primary Suite',
    ]);
    const data = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    const items = data.photographyPortfolio;
    const find = (title: string) => items.find((item) => item.title === title) as PortfolioItem;

    const renamed = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...find('Oakville Lakeside Estate'), title: 'Oakville Harbour Estate' },
    });
    expect(renamed.status).toBe(200);
    const removed = await owner.call(`/api/portfolio/photographyPortfolio/${find('King West Loft').id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);

    const after = featuredTitles(await pageHtml(owner, '/services/photography'));
    // Still the first five in the owner's order: the sixth item moves up.
    expect(after).toEqual([
      'Oakville Harbour Estate',
      'Riverdale Semi Kitchen',
      'Leaside Family Home',
      'Lawrence Park Primary Suite',
      'Midtown Condominium',
    ]);
    expect(await pageHtml(owner, '/portfolio/photography')).toContain('Oakville Harbour Estate');
  });

  it('when the editing portfolio changes, then /services/editing keeps its written gallery', async () => {
    owner = await ownerForTest();
    const before = featuredTitles(await pageHtml(owner, '/services/editing'));
    expect(before.length).toBeGreaterThanOrEqual(5);
    const data = (await (await owner.call('/api/admin/portfolio')).json()) as PortfolioData;
    const first = data.editingPortfolio[0]!;
    await owner.call('/api/portfolio/editingPortfolio', {
      method: 'PUT',
      json: { ...first, title: 'Renamed edit' },
    });
    expect(featuredTitles(await pageHtml(owner, '/services/editing'))).toEqual(before);
  });
});
