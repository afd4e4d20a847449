import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newPost, newProject } from '../../../tests/api/content-fixtures.ts';
import { desktopSyncSuite, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import type { DesktopSync } from './desktop-sync.ts';

/**
 * Projects and posts on the desktop (issue 14 "Desktop"): the admin's content calls arrive as
 * `content:request` data and go through the same cache and durable queue as portfolio changes.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const PROJECTS = API.adminContent('projects');
const POSTS = API.adminContent('posts');
const projects = (sync: DesktopSync) => sync.contentRequest('GET', PROJECTS) as Promise<ProjectEntry[]>;

describe('projects and posts changed on the desktop while the site is down', () => {
  it('then they replay exactly once when it is back, and a browser save meanwhile is a conflict, not overwritten', async () => {
    home = await suite.home();
    const browser = await otherDevice(suite.site.url);
    const shared = (await browser.api.request(
      'POST',
      PROJECTS,
      newProject('lakeshore-condo'),
    )) as ProjectEntry;
    let sync = await signedInDesktop(home, suite.site.url);
    await projects(sync);
    await sync.contentRequest('GET', POSTS);
    // Saved in a browser after the desktop last saw the project (version 1).
    await browser.api.request('PUT', API.adminContentEntry('projects', shared.id), {
      ...newProject('lakeshore-condo'),
      title: 'Browser title',
      version: 1,
    });

    await suite.site.pause();
    const made = (await sync.contentRequest('POST', PROJECTS, newProject('offline-loft'))) as ProjectEntry;
    expect(made).toMatchObject({ slug: 'offline-loft', version: 1, status: 'draft' });
    await sync.contentRequest('PUT', API.adminContentEntry('projects', made.id), {
      ...newProject('offline-loft'),
      title: 'Named offline',
      version: 1,
    });
    await sync.contentRequest('PUT', API.adminContentEntry('projects', shared.id), {
      ...newProject('lakeshore-condo'),
      title: 'Desktop title',
      version: 1,
    });
    const post = (await sync.contentRequest('POST', POSTS, newPost('offline-notes'))) as PostEntry;
    // The offline view shows every change at once, and they survive a restart of the app.
    const offline = await projects(sync);
    expect(offline.find((p) => p.id === made.id)?.title).toBe('Named offline');
    expect(offline.find((p) => p.id === shared.id)?.title).toBe('Desktop title');
    expect(sync.status().pending.map((p) => [p.kind, p.key])).toEqual([
      ['create', 'projects'],
      ['update', 'projects'],
      ['create', 'posts'],
    ]);
    await sync.close();
    sync = await home.open();

    await suite.site.resume();
    const status = await sync.syncNow();
    expect(status.pending).toEqual([]);
    expect(status.conflicts).toEqual([
      expect.objectContaining({ key: 'projects', label: 'Desktop title', serverLabel: 'Browser title' }),
    ]);

    const server = (await browser.api.request('GET', PROJECTS)) as ProjectEntry[];
    expect(server.filter((p) => p.slug === 'offline-loft')).toEqual([
      expect.objectContaining({ id: made.id, title: 'Named offline', version: 1 }),
    ]);
    expect(server.find((p) => p.id === shared.id)).toMatchObject({ title: 'Browser title', version: 2 });
    const posts = (await browser.api.request('GET', POSTS)) as PostEntry[];
    expect(posts.filter((p) => p.slug === 'offline-notes').map((p) => p.id)).toEqual([post.id]);
    const creates = (await browser.audit()).filter((a) => a.action === 'create' && a.itemId === made.id);
    expect(creates).toHaveLength(1);
    // The offline copy follows the server without a reload.
    await suite.site.pause();
    const cached = await projects(sync);
    expect(cached.map((p) => `${p.id}:${p.title}@${p.version}`).sort()).toEqual(
      server.map((p) => `${p.id}:${p.title}@${p.version}`).sort(),
    );
  });
});

describe('a delete made online, of something edited elsewhere since the desktop showed it', () => {
  it('then the server refuses it with a conflict and keeps the edit (projects and portfolio items)', async () => {
    home = await suite.home();
    const browser = await otherDevice(suite.site.url);
    const entry = (await browser.api.request('POST', PROJECTS, newProject('race-condo'))) as ProjectEntry;
    const sync = await signedInDesktop(home, suite.site.url);
    await projects(sync);
    const item = (await sync.portfolio()).photographyPortfolio[0]!;
    await browser.api.request('PUT', API.adminContentEntry('projects', entry.id), {
      ...newProject('race-condo'),
      title: 'Edited in a browser',
      version: 1,
    });
    await browser.api.updateItem('photographyPortfolio', { ...item, title: 'Browser caption' });

    await expect(
      sync.contentRequest('DELETE', API.adminContentEntry('projects', entry.id)),
    ).rejects.toMatchObject({
      status: 409,
    });
    await expect(sync.deleteItem('photographyPortfolio', item.id)).rejects.toMatchObject({ status: 409 });
    const server = (await browser.api.request('GET', PROJECTS)) as ProjectEntry[];
    expect(server.find((p) => p.id === entry.id)?.title).toBe('Edited in a browser');
    const photos = await browser.api.visitor.portfolio('photographyPortfolio');
    expect(photos.find((p) => p.id === item.id)?.title).toBe('Browser caption');
    expect(sync.status().pending).toEqual([]);
  });
});
