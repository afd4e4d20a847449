import { describe, expect, it } from 'vitest';
import { PROJECTS } from '#shared/content/projects/projects.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { VersionSummary } from '#shared/schemas/content-entry.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const json = async <T>(res: Response) => (await res.json()) as T;
const ADMIN = '/api/admin/content/projects';

async function publicAt(owner: OwnerClient, address: string) {
  return fetch(`${owner.app.url}/api/content/projects/${address}`);
}

describe('stored projects on a fresh install', () => {
  it('when the store is new, then the eight sample projects are published with their slugs, three featured', async () => {
    owner = await ownerForTest();
    const list = await json<ProjectEntry[]>(await fetch(`${owner.app.url}/api/content/projects`));
    expect(list.map((p) => p.slug)).toEqual(PROJECTS.map((p) => p.slug));
    expect(list.every((p) => p.status === 'published' && p.version === 1)).toBe(true);
    expect(list.filter((p) => p.featured).map((p) => [p.id, p.featuredOrder])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
    ]);
    expect(list[0]!.detail.gallery).toHaveLength(6);
    expect(list[0]!.detail.gallery[0]!.id).toBe('project-1-1');
  });

  it('when an old numeric address is looked up, then it points to the slug; an unknown one is a JSON 404', async () => {
    owner = await ownerForTest();
    expect(await json(await publicAt(owner, '2'))).toEqual({
      redirect: '/projects/penthouses-at-shangri-la',
    });
    const found = await json<{ entry: ProjectEntry }>(await publicAt(owner, 'chelster-hall'));
    expect(found.entry.title).toBe('Chelster Hall');
    const missing = await publicAt(owner, 'no-such-project');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No project at this address' });
  });
});

describe('the project lifecycle', () => {
  it('when a draft is created, published, renamed, restored, unpublished and deleted, then visitors see exactly the live states', async () => {
    owner = await ownerForTest();
    const created = await owner.call(ADMIN, { method: 'POST', json: newProject() });
    expect(created.status).toBe(201);
    const draft = await json<ProjectEntry>(created);
    expect(draft).toMatchObject({ status: 'draft', version: 1, slug: 'harbourfront-loft' });
    expect(draft.thumbnail).toBe(draft.src);
    expect(new Set(draft.detail.gallery.map((g) => g.id)).size).toBe(6);

    // A draft is the owner's only.
    expect((await publicAt(owner, 'harbourfront-loft')).status).toBe(404);
    const live = await json<ProjectEntry[]>(await fetch(`${owner.app.url}/api/content/projects`));
    expect(live.some((p) => p.id === draft.id)).toBe(false);
    const all = await json<ProjectEntry[]>(await owner.call(ADMIN));
    expect(all[0]!.id).toBe(draft.id);

    // Publish.
    const published = await json<ProjectEntry>(
      await owner.call(`${ADMIN}/${draft.id}`, {
        method: 'PUT',
        json: { ...draft, status: 'published', featured: true, featuredOrder: 0 },
      }),
    );
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect((await publicAt(owner, 'harbourfront-loft')).status).toBe(200);

    // A stale version is a conflict, and nothing changes.
    const stale = await owner.call(`${ADMIN}/${draft.id}`, {
      method: 'PUT',
      json: { ...draft, title: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect((await json<{ error: string }>(stale)).error).toMatch(/changed elsewhere \(current version 2\)/);

    // A new slug: the old address points to the new one.
    const renamed = await json<ProjectEntry>(
      await owner.call(`${ADMIN}/${draft.id}`, {
        method: 'PUT',
        json: { ...published, slug: 'queens-quay-loft', title: 'Queens Quay Loft' },
      }),
    );
    expect(renamed.version).toBe(3);
    expect(await json(await publicAt(owner, 'harbourfront-loft'))).toEqual({
      redirect: '/projects/queens-quay-loft',
    });

    // Every save is a version; restoring version 2 brings its text back and stays published.
    const versions = await json<VersionSummary[]>(await owner.call(`${ADMIN}/${draft.id}/versions`));
    expect(versions.map((v) => [v.version, v.status, v.title])).toEqual([
      [3, 'published', 'Queens Quay Loft'],
      [2, 'published', 'Harbourfront Loft'],
      [1, 'draft', 'Harbourfront Loft'],
    ]);
    const restored = await json<ProjectEntry>(
      await owner.call(`${ADMIN}/${draft.id}/versions/1/restore`, { method: 'POST', json: { version: 3 } }),
    );
    expect(restored).toMatchObject({
      version: 4,
      status: 'published',
      title: 'Harbourfront Loft',
      slug: 'harbourfront-loft',
    });
    expect(await json(await publicAt(owner, 'queens-quay-loft'))).toEqual({
      redirect: '/projects/harbourfront-loft',
    });

    // Unpublish: not found at either address.
    await owner.call(`${ADMIN}/${draft.id}`, { method: 'PUT', json: { ...restored, status: 'draft' } });
    expect((await publicAt(owner, 'harbourfront-loft')).status).toBe(404);
    expect((await publicAt(owner, 'queens-quay-loft')).status).toBe(404);

    // Delete.
    expect((await owner.call(`${ADMIN}/${draft.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.call(`${ADMIN}/${draft.id}`)).status).toBe(404);

    const audit = await json<AuditEntry[]>(await owner.call('/api/admin/audit?collection=projects'));
    expect(audit.map((a) => a.action)).toEqual([
      'delete',
      'unpublish',
      'restore',
      'update',
      'publish',
      'create',
    ]);
    expect(audit.every((a) => a.who === 'owner@lumen.test' && a.itemId === draft.id)).toBe(true);
  });

  it('when a publish date lies ahead, then the project stays hidden until then', async () => {
    owner = await ownerForTest();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await owner.call(ADMIN, {
      method: 'POST',
      json: { ...newProject('next-week-loft'), status: 'published', publishAt: future },
    });
    expect(res.status).toBe(201);
    expect((await publicAt(owner, 'next-week-loft')).status).toBe(404);
    // A pasted YouTube address is kept as its id.
    const film = newProject('film-loft');
    film.detail.videoId = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s';
    const withFilm = await owner.call(ADMIN, { method: 'POST', json: film });
    expect(((await withFilm.json()) as ProjectEntry).detail.videoId).toBe('dQw4w9WgXcQ');
  });
});

describe('bad project input', () => {
  async function refused(owner: OwnerClient, body: unknown, status = 400) {
    const before = (await json<ProjectEntry[]>(await owner.call(ADMIN))).length;
    const res = await owner.call(ADMIN, { method: 'POST', json: body });
    expect(res.status).toBe(status);
    const after = (await json<ProjectEntry[]>(await owner.call(ADMIN))).length;
    expect(after).toBe(before);
    return (await json<{ error: string }>(res)).error;
  }

  it('when input is wrong, then a JSON error names the field and nothing is stored', async () => {
    owner = await ownerForTest();
    expect(await refused(owner, newProject('chelster-hall'), 409)).toBe(
      'Address (slug) "chelster-hall" is already used by another project.',
    );
    // A draft may wait for a photo's alt text; publishing it may not.
    const noAlt = { ...newProject(), status: 'published' as const };
    noAlt.detail.gallery![2]!.alt = ' ';
    expect(await refused(owner, noAlt)).toBe('Gallery, photo 3: add alt text.');
    const badSlug =
      'Address (slug) must be lowercase letters and digits joined by single dashes, with at least one letter.';
    expect(await refused(owner, { ...newProject(), slug: 'Bad Slug!' })).toBe(badSlug);
    expect(await refused(owner, { ...newProject(), slug: '42' })).toBe(badSlug);
    expect(await refused(owner, { ...newProject(), html: '<b>x</b>' })).toBe(
      '"html" is not a field of this form.',
    );
    expect(await refused(owner, { ...newProject(), src: 'javascript:alert(1)' })).toBe(
      'Card image must be chosen from the library or uploaded.',
    );
    expect(await refused(owner, { ...newProject(), title: undefined })).toBe('Title is required.');
  });

  it('when a slug change collides with another project, then it is a 409 and the project keeps its address', async () => {
    owner = await ownerForTest();
    const [first] = await json<ProjectEntry[]>(await owner.call(ADMIN));
    const res = await owner.call(`${ADMIN}/${first!.id}`, {
      method: 'PUT',
      json: { ...first, slug: 'integral-house' },
    });
    expect(res.status).toBe(409);
    expect((await json<ProjectEntry>(await owner.call(`${ADMIN}/${first!.id}`))).slug).toBe(first!.slug);
  });

  it('when nobody is signed in or the CSRF token is missing, then writes are refused', async () => {
    owner = await ownerForTest();
    const anonymous = await fetch(`${owner.app.url}${ADMIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(newProject()),
    });
    expect(anonymous.status).toBe(401);
    const noToken = await owner.call(ADMIN, { method: 'POST', json: newProject(), csrf: false });
    expect(noToken.status).toBe(403);
    expect((await fetch(`${owner.app.url}/api/content/nope`)).status).toBe(404);
  });
});

describe('a create replayed after its answer was lost (the desktop)', () => {
  it('when the project was deleted since, then the same create is a 409 and it stays deleted; other content brings it back', async () => {
    owner = await ownerForTest();
    const body = { ...newProject('replayed-loft'), id: 'project-replayed-1' };
    expect((await owner.call(ADMIN, { method: 'POST', json: body })).status).toBe(201);
    expect((await owner.call(`${ADMIN}/${body.id}`, { method: 'DELETE' })).status).toBe(204);

    const replayed = await owner.call(ADMIN, { method: 'POST', json: body });
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({
      error: `The project with id ${body.id} was deleted; restore it from the trash to bring it back`,
    });
    expect((await owner.call(`${ADMIN}/${body.id}`)).status).toBe(404);
    const again = await owner.call(ADMIN, {
      method: 'POST',
      json: { ...body, title: 'Replayed Loft, kept' },
    });
    expect(again.status).toBe(201);
  });
});
