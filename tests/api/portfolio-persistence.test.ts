import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { IMAGE, json, PHOTOS } from './portfolio-fixtures.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

describe('durability and seeding', () => {
  it('when the server restarts, then edits and deletes survive and the built-in items are not put back', async () => {
    owner = await startAsOwner();
    const dir = owner.app.dataDir;
    await owner.call(`/api/portfolio/photographyPortfolio/${PHOTOS[0]!.id}`, { method: 'DELETE' });
    await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...PHOTOS[1], title: 'Kept edit' },
    });
    const created = await json<PortfolioItem>(
      await owner.call('/api/portfolio/photographyPortfolio', { method: 'POST', json: IMAGE }),
    );
    // A collection the owner empties completely stays empty too.
    for (const { id } of PORTFOLIO_SEED.aiServicesPortfolio) {
      await owner.call(`/api/portfolio/aiServicesPortfolio/${id}`, { method: 'DELETE' });
    }
    await owner.app.close({ keepData: true });

    owner = await startAsOwner({}, dir);
    const items = await json<PortfolioItem[]>(
      await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`),
    );
    expect(items.map((i) => i.id)).toEqual([...PHOTOS.slice(1).map((i) => i.id), created.id]);
    expect(items[0]).toMatchObject({ id: PHOTOS[1]!.id, title: 'Kept edit', version: 2 });
    expect(
      await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/aiServicesPortfolio`)),
    ).toEqual([]);
    const audit = await json<AuditEntry[]>(
      await owner.call('/api/admin/audit?limit=2&collection=photographyPortfolio'),
    );
    expect(audit.map((e) => e.action)).toEqual(['create', 'update']);
    await owner.app.close();
    await rm(dir, { recursive: true, force: true });
    owner = undefined;
  });
});

describe('the public portfolio page', () => {
  it('when the owner adds, edits and deletes an item, then /portfolio/{slug} shows it at once (no rebuild)', async () => {
    owner = await startAsOwner();
    const page = async () => (await fetch(`${owner!.app.url}/portfolio/photography`)).text();
    const created = await json<PortfolioItem>(
      await owner.call('/api/portfolio/photographyPortfolio', {
        method: 'POST',
        json: { ...IMAGE, title: 'Fresh Listing <b>' },
      }),
    );
    expect(await page()).toContain('Fresh Listing &lt;b&gt;');
    await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...IMAGE, id: created.id, title: 'Edited Listing' },
    });
    const edited = await page();
    expect(edited).toContain('Edited Listing');
    expect(edited).not.toContain('Fresh Listing');
    await owner.call(`/api/portfolio/photographyPortfolio/${created.id}`, { method: 'DELETE' });
    expect(await page()).not.toContain('Edited Listing');
  });
});
