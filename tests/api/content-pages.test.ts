import { describe, expect, it } from 'vitest';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, ownerForTest } from './owner-client.ts';

let owner: OwnerClient | undefined;

const ADMIN = '/api/admin/content/projects';
const page = (path: string, init: RequestInit = {}) =>
  fetch(`${owner!.app.url}${path}`, { redirect: 'manual', ...init });
const text = async (path: string) => (await page(path)).text();

async function save(entry: ProjectEntry, changes: Partial<ProjectEntry>): Promise<ProjectEntry> {
  const res = await owner!.call(`${ADMIN}/${entry.id}`, { method: 'PUT', json: { ...entry, ...changes } });
  expect(res.status).toBe(200);
  return (await res.json()) as ProjectEntry;
}

describe('public pages read the stored projects', () => {
  it('when the store is fresh, then the sample projects answer at their slugs and the old numeric addresses move', async () => {
    owner = await ownerForTest();
    const res = await page('/projects/2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/projects/penthouses-at-shangri-la');
    expect(await text('/projects/penthouses-at-shangri-la')).toContain('The Penthouses at Shangri-La');
    const home = await text('/');
    for (const title of ['Chelster Hall', 'The Penthouses at Shangri-La', 'The Integral House']) {
      expect(home).toContain(title);
    }
  });

  it('when a draft is created, published, renamed and unpublished, then every page follows at once', async () => {
    owner = await ownerForTest();
    const res = await owner.call(ADMIN, { method: 'POST', json: newProject() });
    let entry = (await res.json()) as ProjectEntry;

    // Draft: the owner's preview renders it; visitors, /projects, the sitemap and search do not see it.
    const preview = await owner.call(`/preview/projects/${entry.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('Harbourfront Loft');
    expect(previewHtml).toContain('Loft photo 6');
    expect(previewHtml).toContain('name="robots" content="noindex, nofollow"');
    // Anyone else is asked to sign in, and learns nothing of the draft; an unknown id is a 404.
    const anonymous = await page(`/preview/projects/${entry.id}`);
    expect(anonymous.status).toBe(401);
    const signInHtml = await anonymous.text();
    expect(signInHtml).toContain('Sign in to see this preview');
    expect(signInHtml).toContain('href="/admin"');
    expect(signInHtml).not.toContain('Harbourfront Loft');
    expect((await owner.call('/preview/projects/no-such-draft')).status).toBe(404);
    expect((await page('/projects/harbourfront-loft')).status).toBe(404);
    expect(await text('/projects')).not.toContain('Harbourfront Loft');
    expect(await text('/sitemap.xml')).not.toContain('harbourfront-loft');
    expect(await text('/search?q=harbourfront')).not.toContain('/projects/harbourfront-loft');

    // Published and featured: the page, the list, home, sitemap and search, without a restart.
    entry = await save(entry, { status: 'published', featured: true, featuredOrder: 0 });
    const live = await page('/projects/harbourfront-loft');
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Queens Quay West, Toronto');
    expect(await text('/projects')).toContain('Harbourfront Loft');
    expect(await text('/')).toContain('Harbourfront Loft');
    expect(await text('/sitemap.xml')).toContain('/projects/harbourfront-loft</loc>');
    expect(await text('/search?q=harbourfront')).toContain('href="/projects/harbourfront-loft"');

    // A new slug: the old address answers 301 to it; the sitemap lists only the new one.
    entry = await save(entry, { slug: 'queens-quay-loft' });
    const moved = await page('/projects/harbourfront-loft');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/projects/queens-quay-loft');
    // A shared link's campaign goes along (the site counts it on the page it lands on).
    const shared = await page('/projects/harbourfront-loft?utm_source=flyer&utm_campaign=spring');
    expect(shared.status).toBe(301);
    expect(shared.headers.get('location')).toBe(
      '/projects/queens-quay-loft?utm_source=flyer&utm_campaign=spring',
    );
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain('/projects/queens-quay-loft</loc>');
    expect(sitemap).not.toContain('harbourfront-loft');

    // Unpublished: 404 at both addresses and gone from the lists.
    await save(entry, { status: 'draft' });
    expect((await page('/projects/queens-quay-loft')).status).toBe(404);
    expect((await page('/projects/harbourfront-loft')).status).toBe(404);
    expect(await text('/')).not.toContain('Harbourfront Loft');
    expect(await text('/projects')).not.toContain('Harbourfront Loft');
  });

  it('when a sample project is deleted, then its page and old numeric address answer 404', async () => {
    owner = await ownerForTest();
    expect((await owner.call(`${ADMIN}/2`, { method: 'DELETE' })).status).toBe(204);
    expect((await page('/projects/penthouses-at-shangri-la')).status).toBe(404);
    expect((await page('/projects/2')).status).toBe(404);
    expect(await text('/')).not.toContain('The Penthouses at Shangri-La');
  });
});
