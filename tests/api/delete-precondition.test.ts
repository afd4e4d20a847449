import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { json, PHOTOS } from './portfolio-fixtures.ts';

let owner: OwnerClient | undefined;

/**
 * A delete names the version it was made on (`?version=N`): the desktop deletes what the owner
 * was shown, and a browser's edit made meanwhile must not vanish with it (issue 12, the delete race).
 */
describe('a DELETE made on a version', () => {
  it('when a portfolio item was edited elsewhere since, then 409 and the item stays; on its version it goes', async () => {
    owner = await ownerForTest();
    const item = PHOTOS[0]!;
    const edited = await owner.call('/api/portfolio/photographyPortfolio', {
      method: 'PUT',
      json: { ...item, title: 'Edited in a browser', version: 1 },
    });
    expect((await json<PortfolioItem>(edited)).version).toBe(2);
    const path = `/api/portfolio/photographyPortfolio/${item.id}`;
    const stale = await owner.call(`${path}?version=1`, { method: 'DELETE' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining('version 2') });
    const list = await json<PortfolioItem[]>(
      await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`),
    );
    expect(list.find((i) => i.id === item.id)?.title).toBe('Edited in a browser');
    expect((await owner.call(`${path}?version=2`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.call(path, { method: 'DELETE' })).status).toBe(404);
  });

  it('when a project was saved elsewhere since, then 409 and it stays; on its version, or with no version, it goes', async () => {
    owner = await ownerForTest();
    const ADMIN = '/api/admin/content/projects';
    const created = await json<ProjectEntry>(await owner.call(ADMIN, { method: 'POST', json: newProject() }));
    const saved = await owner.call(`${ADMIN}/${created.id}`, {
      method: 'PUT',
      json: { ...newProject(), title: 'Saved elsewhere', version: 1 },
    });
    expect(saved.status).toBe(200);
    const stale = await owner.call(`${ADMIN}/${created.id}?version=1`, { method: 'DELETE' });
    expect(stale.status).toBe(409);
    expect((await json<ProjectEntry>(await owner.call(`${ADMIN}/${created.id}`))).title).toBe(
      'Saved elsewhere',
    );
    expect((await owner.call(`${ADMIN}/${created.id}?version=2`, { method: 'DELETE' })).status).toBe(204);
    const other = await json<ProjectEntry>(
      await owner.call(ADMIN, { method: 'POST', json: newProject('second-loft') }),
    );
    expect((await owner.call(`${ADMIN}/${other.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('when the version is not a whole number, then a JSON 400 names it and nothing is deleted', async () => {
    owner = await ownerForTest();
    const item = PHOTOS[1]!;
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await owner.call(`/api/portfolio/photographyPortfolio/${item.id}?version=${bad}`, {
        method: 'DELETE',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Version must be a whole number from 1.' });
    }
    const res = await owner.call('/api/admin/content/projects/1?version=x', { method: 'DELETE' });
    expect(res.status).toBe(400);
    const list = await json<PortfolioItem[]>(
      await fetch(`${owner.app.url}/api/portfolio/photographyPortfolio`),
    );
    expect(list.some((i) => i.id === item.id)).toBe(true);
  });
});
