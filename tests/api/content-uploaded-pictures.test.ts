import { afterEach, describe, expect, it } from 'vitest';
import { newPost, newProject } from './content-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

/** An owner's upload as the admin's editors send it (not in the built-in picture catalogue). */
const UPLOAD = '/uploads/0bd0a7a71ded7bebc8ae732732a24d69.jpg';

describe("stored content with the owner's uploaded pictures", () => {
  it('when a project and a post use uploaded pictures everywhere, then their preview and public pages render (the hero threw on them: 500)', async () => {
    owner = await startAsOwner();
    const project = newProject('uploaded-loft');
    project.src = UPLOAD;
    project.detail.gallery = project.detail.gallery?.map((photo) => ({ ...photo, src: UPLOAD }));
    const post = newPost('uploaded-report');
    post.image = UPLOAD;
    post.author = { name: 'Priya Raman', role: 'Aerial', image: UPLOAD };
    post.content = post.content.map((block) => (block.type === 'image' ? { ...block, src: UPLOAD } : block));

    for (const [kind, body, path] of [
      ['projects', project, '/projects/uploaded-loft'],
      ['posts', post, '/blog/uploaded-report'],
    ] as const) {
      const created = await owner.call(`/api/admin/content/${kind}`, { method: 'POST', json: body });
      expect(created.status).toBe(201);
      const entry = (await created.json()) as { id: string; version: number };
      const preview = await owner.call(`/preview/${kind}/${entry.id}`);
      expect(preview.status, `${kind} preview`).toBe(200);
      expect(await preview.text()).toContain(UPLOAD.replace('.jpg', ''));
      const published = await owner.call(`/api/admin/content/${kind}/${entry.id}`, {
        method: 'PUT',
        json: { ...body, status: 'published', version: entry.version },
      });
      expect(published.status).toBe(200);
      const page = await fetch(`${owner.app.url}${path}`);
      expect(page.status, path).toBe(200);
    }
  });
});
