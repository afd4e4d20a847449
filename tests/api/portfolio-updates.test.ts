import { afterEach, describe, expect, it } from 'vitest';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { PortfolioData, PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { IMAGE, json, PHOTOS } from './portfolio-fixtures.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

describe('updating, deleting and reordering', () => {
  it('when the owner updates with the current version, then the version goes up and the trail records it', async () => {
    owner = await startAsOwner();
    const res = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...PHOTOS[0], title: 'Renamed', category: '', version: 1 },
    });
    expect(res.status).toBe(200);
    const item = await json<PortfolioItem>(res);
    expect(item).toMatchObject({ id: PHOTOS[0]!.id, title: 'Renamed', version: 2, order: 0 });
    expect(item).not.toHaveProperty('category');
    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit'));
    expect(audit[0]).toMatchObject({
      who: 'owner@lumen.test',
      action: 'update',
      collection: 'photographyPortfolio',
      itemId: PHOTOS[0]!.id,
      beforeVersion: 1,
      afterVersion: 2,
    });
  });

  it('when the owner PUTs back the item GET /api/admin/portfolio answered, with a new title, then 200 and only the title changes', async () => {
    owner = await startAsOwner();
    const data = await json<PortfolioData>(await owner.call('/api/admin/portfolio'));
    const item = data.dronePortfolio[2]!;
    const res = await owner.call('/api/portfolio/dronePortfolio', {
      method: 'PUT',
      json: { ...item, title: 'Edited in place' },
    });
    expect(res.status).toBe(200);
    const saved = await json<PortfolioItem>(res);
    expect(saved).toEqual({
      ...item,
      title: 'Edited in place',
      version: item.version + 1,
      updatedAt: expect.any(String),
    });
    expect(saved.order).toBe(2);
  });

  it('when a PUT carries other values for order or updatedAt, then they are ignored; unknown fields are still refused', async () => {
    owner = await startAsOwner();
    const data = await json<PortfolioData>(await owner.call('/api/admin/portfolio'));
    const item = data.dronePortfolio[1]!;
    const path = '/api/portfolio/dronePortfolio';
    const res = await owner.call(path, {
      method: 'PUT',
      json: { ...item, order: 0, updatedAt: '1999-01-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(200);
    const saved = await json<PortfolioItem>(res);
    expect(saved.order).toBe(1);
    expect(saved.updatedAt).not.toBe('1999-01-01T00:00:00.000Z');
    const listed = await json<PortfolioItem[]>(await fetch(`${owner.app.url}${path}`));
    expect(listed.map((i) => i.id)).toEqual(data.dronePortfolio.map((i) => i.id));

    const current = { ...item, version: saved.version };
    for (const [body, field] of [
      [{ ...current, createdAt: '2024-01-01T00:00:00.000Z' }, '"createdAt" is not a field of this form.'],
      [{ ...current, collection: 'videoPortfolio' }, '"collection" is not a field of this form.'],
      [{ ...current, order: { $gt: 0 } }, 'Order must be a number.'],
      [{ ...current, updatedAt: 5 }, 'Updated at must be text.'],
    ] as const) {
      const refused = await owner.call(path, { method: 'PUT', json: body });
      expect(refused.status, field).toBe(400);
      expect((await json<{ error: string }>(refused)).error).toBe(field);
    }
  });

  it('when the body carries a stale version, then 409 names the current one and nothing changes', async () => {
    owner = await startAsOwner();
    const path = '/api/portfolio/photographyPortfolio';
    const base = PHOTOS[0]!;
    await owner.call(path, { method: 'PUT', json: { ...base, title: 'First edit', version: 1 } });
    const res = await owner.call(path, {
      method: 'PUT',
      json: { ...base, title: 'Second edit', version: 1 },
    });
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toContain('current version 2');
    const [stored] = await json<PortfolioItem[]>(await fetch(`${owner.app.url}${path}`));
    expect(stored!.title).toBe('First edit');
  });

  it('when two updates race on the same version, then exactly one wins', async () => {
    owner = await startAsOwner();
    const base = PHOTOS[0]!;
    const results = await Promise.all(
      ['A', 'B', 'C'].map((t) =>
        owner!.call('/api/portfolio/photographyPortfolio', {
          method: 'PUT',
          json: { ...base, title: t, version: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('when the item is unknown, then update and delete are 404', async () => {
    owner = await startAsOwner();
    const put = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...IMAGE, id: 'ghost-1' },
    });
    expect(put.status).toBe(404);
    const del = await owner.call('/api/portfolio/photographyPortfolio/ghost-1', { method: 'DELETE' });
    expect(del.status).toBe(404);
  });

  it('when the owner deletes an item, then 204 and it is gone from the public list', async () => {
    owner = await startAsOwner();
    const id = PORTFOLIO_SEED.dronePortfolio[0]!.id;
    const res = await owner.call(`/api/portfolio/dronePortfolio/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const listed = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/dronePortfolio`));
    expect(listed.map((i) => i.id)).not.toContain(id);
  });

  it('when a create names the id of an item deleted since (a lost answer replayed), then 409 and the item stays deleted', async () => {
    owner = await startAsOwner();
    const path = '/api/portfolio/videoPortfolio';
    const id = 'video-replayed-1';
    expect((await owner.call(path, { method: 'POST', json: { ...IMAGE, id } })).status).toBe(201);
    expect((await owner.call(`${path}/${id}?version=1`, { method: 'DELETE' })).status).toBe(204);

    const replayed = await owner.call(path, { method: 'POST', json: { ...IMAGE, id } });
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({
      error: `The item with id ${id} in this collection was deleted; restore it from the trash to bring it back`,
    });
    const listed = await json<PortfolioItem[]>(await fetch(`${owner.app.url}${path}`));
    expect(listed.map((i) => i.id)).not.toContain(id);
    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit?collection=videoPortfolio'));
    expect(audit.filter((e) => e.itemId === id).map((e) => e.action)).toEqual(['delete', 'create']);
    // The trash still brings it back, once.
    const trashed = await json<TrashItem[]>(await owner.call('/api/admin/trash'));
    const inTrash = trashed.find((t) => t.itemId === id);
    expect(inTrash).toBeDefined();
    expect((await owner.call(`/api/admin/trash/${inTrash!.id}/restore`, { method: 'POST' })).status).toBe(
      200,
    );
    const back = await json<PortfolioItem[]>(await fetch(`${owner.app.url}${path}`));
    expect(back.filter((i) => i.id === id)).toHaveLength(1);
  });

  it('when the owner saves a new order, then the list comes back in it', async () => {
    owner = await startAsOwner();
    const ids = PORTFOLIO_SEED.editingPortfolio.map((i) => i.id).reverse();
    const res = await owner.call('/api/portfolio/editingPortfolio/order', { method: 'PUT', json: { ids } });
    expect(res.status).toBe(200);
    expect((await json<PortfolioItem[]>(res)).map((i) => i.id)).toEqual(ids);
    const listed = await json<PortfolioItem[]>(
      await fetch(`${owner.app.url}/api/portfolio/editingPortfolio`),
    );
    expect(listed.map((i) => i.id)).toEqual(ids);
  });

  it('when the order names ids twice or misses one, then 400 / 409', async () => {
    owner = await startAsOwner();
    const [a, b] = PORTFOLIO_SEED.editingPortfolio.map((i) => i.id);
    const twice = await owner.call('/api/portfolio/editingPortfolio/order', {
      method: 'PUT',
      json: { ids: [a, a] },
    });
    expect(twice.status).toBe(400);
    const missing = await owner.call('/api/portfolio/editingPortfolio/order', {
      method: 'PUT',
      json: { ids: [b] },
    });
    expect(missing.status).toBe(409);
  });
});
