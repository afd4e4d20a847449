import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const json = async <T>(res: Response) => (await res.json()) as T;
const ADMIN = '/api/admin/content/projects';
const DAY_MS = 24 * 60 * 60_000;
const trash = async (client: OwnerClient) => json<TrashItem[]>(await client.call('/api/admin/trash'));
const restore = (client: OwnerClient, id: string) =>
  client.call(`/api/admin/trash/${id}/restore`, { method: 'POST' });
/** An entry without what a save changes by itself. */
const contentOf = ({ version: _v, updatedAt: _u, ...rest }: { version: number; updatedAt: string }) => rest;

async function publishedProject(client: OwnerClient, slug: string, title: string) {
  const res = await client.call(ADMIN, {
    method: 'POST',
    json: { ...newProject(slug), title, status: 'published' },
  });
  expect(res.status).toBe(201);
  return json<ProjectEntry>(res);
}

describe('the trash: projects', () => {
  it('when a project is deleted, then it answers 404, waits in the trash 30 days and comes back with the same address and content', async () => {
    owner = await ownerForTest();
    const project = await publishedProject(owner, 'harbourfront-loft', 'Harbourfront Loft');
    const deleted = await owner.call(`${ADMIN}/${project.id}?version=${project.version}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${owner.app.url}/api/content/projects/harbourfront-loft`)).status).toBe(404);
    expect((await owner.call(`${ADMIN}/${project.id}`)).status).toBe(404);

    const [item, ...others] = await trash(owner);
    expect(others).toEqual([]);
    expect(item).toEqual({
      id: expect.any(String),
      kind: 'projects',
      itemId: project.id,
      name: 'Harbourfront Loft',
      deletedAt: expect.any(String),
      purgeAt: expect.any(String),
      who: 'owner@lumen.test',
    });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * DAY_MS);
    // The stored shape other parts read (the media library looks for pictures in `entry`).
    const docs = await (await owner.app.services.store.collection<object>({ name: 'trash' })).find({});
    expect(docs).toEqual([expect.objectContaining({ id: item!.id, kind: 'projects', entry: project })]);

    const restored = await restore(owner, item!.id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual(item);
    expect(await trash(owner)).toEqual([]);
    const back = await json<{ entry: ProjectEntry }>(
      await fetch(`${owner.app.url}/api/content/projects/harbourfront-loft`),
    );
    expect(contentOf(back.entry)).toEqual(contentOf(project));
    expect(back.entry.version).toBe(project.version + 1);
    // Its history goes on: the restore is a saved version.
    const versions = await json<{ version: number }[]>(await owner.call(`${ADMIN}/${project.id}/versions`));
    expect(versions.map((v) => v.version)).toEqual([2, 1]);

    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit?collection=projects'));
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'untrash', itemId: project.id, trashId: item!.id, afterVersion: 2 }),
      expect.objectContaining({ action: 'delete', itemId: project.id, beforeVersion: 1 }),
    ]);
    // Restored once: the trash item is gone.
    expect((await restore(owner, item!.id)).status).toBe(404);
  });

  it('when its address was taken meanwhile, then restoring is a 409 naming it, and the item stays in the trash', async () => {
    owner = await ownerForTest();
    const first = await publishedProject(owner, 'lakeview-villa', 'Lakeview Villa');
    await owner.call(`${ADMIN}/${first.id}`, { method: 'DELETE' });
    await publishedProject(owner, 'lakeview-villa', 'Lakeview Villa, second shoot');
    const [item] = await trash(owner);

    const refused = await restore(owner, item!.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        'The address /projects/lakeview-villa is now used by the project "Lakeview Villa, second shoot". Give that project another address (slug), then restore "Lakeview Villa".',
    });
    expect((await trash(owner)).map((t) => t.id)).toEqual([item!.id]);
  });

  it('when 30 days have passed, then the item is removed for good with a purge line', async () => {
    owner = await ownerForTest();
    const project = await publishedProject(owner, 'old-mill', 'Old Mill');
    await owner.call(`${ADMIN}/${project.id}`, { method: 'DELETE' });
    const [item] = await trash(owner);
    const trashService = owner.app.services.trash;
    expect(await trashService.purgeExpired(new Date(Date.now() + 29 * DAY_MS))).toBe(0);
    expect(await trashService.purgeExpired(new Date(Date.now() + 31 * DAY_MS))).toBe(1);
    expect(await trash(owner)).toEqual([]);
    expect((await restore(owner, item!.id)).status).toBe(404);
    const [purge] = await json<AuditEntry[]>(await owner.call('/api/admin/audit?collection=projects'));
    expect(purge).toMatchObject({ action: 'purge', itemId: project.id, trashId: item!.id });
  });
});

describe('the trash: portfolio items', () => {
  it('when an item is deleted through the spec call, then it waits in the trash and comes back in its collection', async () => {
    owner = await ownerForTest();
    const list = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/dronePortfolio`));
    const item = list[1]!;
    const deleted = await owner.call(`/api/portfolio/dronePortfolio/${item.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const after = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/dronePortfolio`));
    expect(after.map((i) => i.id)).not.toContain(item.id);

    const [trashed] = await trash(owner);
    expect(trashed).toMatchObject({ kind: 'dronePortfolio', itemId: item.id, name: item.title });
    expect((await restore(owner, trashed!.id)).status).toBe(200);
    const back = await json<PortfolioItem[]>(await fetch(`${owner.app.url}/api/portfolio/dronePortfolio`));
    expect(back.map((i) => i.id)).toEqual(list.map((i) => i.id));
    expect(contentOf(back[1]!)).toEqual(contentOf(item));
    expect(await trash(owner)).toEqual([]);
  });
});

describe('the trash: who may use it', () => {
  it('when not signed in, then 401; a restore without the CSRF token is 403; an unknown id is a JSON 404', async () => {
    owner = await ownerForTest();
    expect((await fetch(`${owner.app.url}/api/admin/trash`)).status).toBe(401);
    const project = await publishedProject(owner, 'quiet-lane', 'Quiet Lane');
    await owner.call(`${ADMIN}/${project.id}`, { method: 'DELETE' });
    const [item] = await trash(owner);
    const noCsrf = await owner.call(`/api/admin/trash/${item!.id}/restore`, { method: 'POST', csrf: false });
    expect(noCsrf.status).toBe(403);
    for (const id of ['no-such-item', 'bad%20id']) {
      const res = await restore(owner, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await trash(owner)).toHaveLength(1);
  });
});
