import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/schemas/media.ts';
import { variantUrl } from '#shared/media/image-variants.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';
import { uploadJpeg, uploadPhoto } from './uploaded-photo.ts';

/** The media library (docs/uploads.md): every upload with its uses; only unused ones are deleted. */
let owner: OwnerClient | undefined;

const MEDIA = '/api/admin/media';
const PROJECTS = '/api/admin/content/projects';
const stemOf = (url: string) => /\/uploads\/([a-f0-9]{32})\.jpg$/.exec(url)![1]!;

async function library(client: OwnerClient): Promise<MediaItem[]> {
  const res = await client.call(MEDIA);
  expect(res.status).toBe(200);
  return (await res.json()) as MediaItem[];
}

async function createProjectWith(client: OwnerClient, src: string) {
  const res = await client.call(PROJECTS, { method: 'POST', json: { ...newProject(), src } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number; title: string };
}

describe('media library', () => {
  it('when an upload is used by a project, then it is listed with that use and deleting it is refused naming the project', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 1700, 1100);
    const project = await createProjectWith(owner, photo.url);

    const item = (await library(owner)).find((m) => m.url === photo.url);
    expect(item).toMatchObject({ id: stemOf(photo.url), width: 1700, height: 1100 });
    // Nine variants, the fallback, the 2560 px file (the photo is larger than 1600 px) and the
    // listing delivery's MLS file (docs/listings.md, "Sizes").
    expect(item!.files).toBe(12);
    expect(item!.bytes).toBeGreaterThan(10_000);
    expect(Date.parse(item!.uploadedAt!)).toBeGreaterThan(Date.now() - 120_000);
    expect(item!.uses).toEqual([
      { kind: 'Project', title: 'Harbourfront Loft', place: 'current', text: 'Project "Harbourfront Loft"' },
    ]);

    const refused = await owner.call(`${MEDIA}/${item!.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; uses: MediaItem['uses'] };
    expect(body.error).toContain('Project "Harbourfront Loft"');
    expect(body.uses).toEqual(item!.uses);
    expect((await fetch(`${owner.app.url}${photo.url}`)).status).toBe(200);

    // The project moves to another picture: the upload is still in its saved version 1.
    const other = await uploadPhoto(owner, 640, 480);
    const moved = await owner.call(`${PROJECTS}/${project.id}`, {
      method: 'PUT',
      json: { ...newProject(), src: other.url, thumbnail: other.url, version: project.version },
    });
    expect(moved.status).toBe(200);
    const old = (await library(owner)).find((m) => m.url === photo.url)!;
    expect(old.uses).toEqual([
      {
        kind: 'Project',
        title: 'Harbourfront Loft',
        place: 'version',
        version: 1,
        text: 'Project "Harbourfront Loft", saved version 1',
      },
    ]);
    expect((await owner.call(`${MEDIA}/${old.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('when an upload is used by nothing, then deleting it removes every file and its addresses answer 404', async () => {
    owner = await ownerForTest();
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const photo = await uploadJpeg(owner, bytes);
    const id = stemOf(photo.url);
    const listed = (await library(owner)).find((m) => m.id === id)!;
    expect(listed.uses).toEqual([]);
    // Nine variants, the fallback and the MLS file.
    expect(listed.files).toBe(11);

    const res = await owner.call(`${MEDIA}/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MediaItem).id).toBe(id);
    for (const address of [
      photo.url,
      variantUrl(photo.url, 480, 'avif'),
      variantUrl(photo.url, 960, 'webp'),
    ]) {
      expect((await fetch(`${owner.app.url}${address}`)).status).toBe(404);
    }
    expect((await library(owner)).some((m) => m.id === id)).toBe(false);
    expect(await owner.app.services.uploads.storage.list()).not.toContain(`${id}.jpg`);
    // Every file of the upload went, the MLS file (a later kind of file) too.
    expect((await owner.app.services.uploads.storage.list()).filter((name) => name.startsWith(id))).toEqual(
      [],
    );
    // Deleted once: a second delete finds nothing.
    expect((await owner.call(`${MEDIA}/${id}`, { method: 'DELETE' })).status).toBe(404);
    // A save naming it is refused now (nothing stored), and the same photo can be uploaded again.
    const refused = await owner.call(PROJECTS, { method: 'POST', json: { ...newProject(), src: photo.url } });
    expect(refused.status).toBe(400);
    expect(await uploadJpeg(owner, bytes)).toMatchObject({ url: photo.url, width: 800 });
    expect((await fetch(`${owner.app.url}${photo.url}`)).status).toBe(200);
  });

  it('when an upload is named by a trash item, then it is listed as in the trash and kept', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 800, 600);
    const trash = await owner.app.services.store.collection<Record<string, unknown>>({ name: 'trash' });
    await trash.insert({
      id: 'trash-1',
      kind: 'posts',
      entry: { id: 'old-post', title: 'Winter Staging Tips', image: photo.url },
      deletedAt: new Date().toISOString(),
    });
    const item = (await library(owner)).find((m) => m.url === photo.url)!;
    expect(item.uses).toEqual([
      {
        kind: 'Blog post',
        title: 'Winter Staging Tips',
        place: 'trash',
        text: 'Blog post "Winter Staging Tips", in the trash',
      },
    ]);
    const refused = await owner.call(`${MEDIA}/${item.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain('in the trash');
  });

  it('when the request is not the owner, lacks the CSRF token or names no upload, then it is refused', async () => {
    owner = await ownerForTest();
    const photo = await uploadPhoto(owner, 640, 480);
    const id = stemOf(photo.url);
    expect((await fetch(`${owner.app.url}${MEDIA}`)).status).toBe(401);
    expect((await owner.call(`${MEDIA}/${id}`, { method: 'DELETE', csrf: false })).status).toBe(403);
    const bad = await owner.call(`${MEDIA}/..%2Fowners.db`, { method: 'DELETE' });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ error: 'No such upload' });
    expect((await fetch(`${owner.app.url}${photo.url}`)).status).toBe(200);
  });

  it("when pictures are uploaded, then the library shows each under its name on the owner's computer, and forgets it with the picture", async () => {
    owner = await ownerForTest();
    const blue = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#224488' } })
      .jpeg()
      .toBuffer();
    const photo = await uploadJpeg(owner, blue, 'Cuisine été (1).jpg');
    // The same bytes again, under another name: one upload, which keeps the first name.
    await uploadJpeg(owner, blue, 'copy.jpg');
    const id = stemOf(photo.url);
    expect((await library(owner)).find((m) => m.id === id)?.name).toBe('Cuisine été (1).jpg');

    // Only the last path segment, on one line: a name is shown, never used as a path.
    const green = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#228844' } })
      .jpeg()
      .toBuffer();
    const other = await uploadJpeg(owner, green, 'C:\\Users\\me\\Shoot\tday.jpg');
    expect((await library(owner)).find((m) => m.url === other.url)?.name).toBe('Shoot day.jpg');

    expect((await owner.call(`${MEDIA}/${id}`, { method: 'DELETE' })).status).toBe(200);
    // Uploaded again after its deletion under a new name: the new name, not the forgotten one.
    const again = await uploadJpeg(owner, blue, 'Kitchen.jpg');
    expect((await library(owner)).find((m) => m.url === again.url)?.name).toBe('Kitchen.jpg');
  });
});
