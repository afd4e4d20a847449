import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from '../../../tests/api/content-fixtures.ts';
import { desktopSyncSuite, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import type { DesktopSync } from './desktop-sync.ts';

/**
 * Projects changed on the desktop offline while a browser changed the site: what the replay tells
 * the owner is true, and nothing made elsewhere is overwritten unseen.
 */

const suite = desktopSyncSuite();
const PROJECTS = API.adminContent('projects');
const entry = (id: string) => API.adminContentEntry('projects', id);
const projects = (sync: DesktopSync) => sync.contentRequest('GET', PROJECTS) as Promise<ProjectEntry[]>;

describe('when a project made offline has an address another project took meanwhile', () => {
  it('then the replay lists it as refused with the reason, not as deleted on the server', async () => {
    const home = await suite.home();
    const sync = await signedInDesktop(home, suite.site.url);
    await projects(sync);
    await suite.site.pause();
    await sync.contentRequest('POST', PROJECTS, newProject('king-west-loft'));
    await suite.site.resume();
    const browser = await otherDevice(suite.site.url);
    await browser.api.request('POST', PROJECTS, {
      ...newProject('king-west-loft'),
      title: 'Made in a browser',
    });

    const status = await sync.syncNow();
    // Not "changed elsewhere / on the server: deleted" with a "keep mine" that meets the same address.
    expect(status.conflicts).toEqual([]);
    expect(status.failures).toEqual([
      expect.objectContaining({
        kind: 'create',
        label: 'Harbourfront Loft',
        status: 409,
        message: expect.stringMatching(/"king-west-loft" is already used by another project/),
      }),
    ]);
    // The only copy of what the owner typed, as text to paste into a new project (readable-copy.ts).
    const copy = status.failures[0]?.copy?.split('\n');
    expect(copy).toEqual(
      expect.arrayContaining(['Title: Harbourfront Loft', 'Location: Queens Quay West, Toronto']),
    );
  });
});

describe('when a project edited offline became a conflict while its editor still shows that edit', () => {
  it('then the next save from that editor is refused as changed elsewhere, and the browser edit stays', async () => {
    const home = await suite.home();
    const browser = await otherDevice(suite.site.url);
    const made = (await browser.api.request('POST', PROJECTS, newProject('queen-east'))) as ProjectEntry;
    const sync = await signedInDesktop(home, suite.site.url);
    await projects(sync);
    await suite.site.pause();
    // What the editor keeps as the stored entry: the change as if applied (version 2).
    const shownInEditor = (await sync.contentRequest('PUT', entry(made.id), {
      ...newProject('queen-east'),
      title: 'Desktop title',
      version: 1,
    })) as ProjectEntry;
    await suite.site.resume();
    await browser.api.request('PUT', entry(made.id), {
      ...newProject('queen-east'),
      title: 'Browser title',
      version: 1,
    });
    expect((await sync.syncNow()).conflicts).toHaveLength(1);

    // The owner types on; the autosave names the version the editor holds, which the browser's
    // edit also has on the server.
    const save = sync.contentRequest('PUT', entry(made.id), {
      ...newProject('queen-east'),
      title: 'Desktop title, typed on',
      version: shownInEditor.version,
    });
    await expect(save).rejects.toMatchObject({ status: 409 });
    const onSite = (await browser.api.request('GET', entry(made.id))) as ProjectEntry;
    expect(onSite).toMatchObject({ title: 'Browser title', version: 2 });
    expect(sync.status().pending).toEqual([]);

    // Reloaded ("Reload the current version"), the owner has seen the browser's edit: a save on it goes through.
    const current = (await sync.contentRequest('GET', entry(made.id))) as ProjectEntry;
    expect(current).toMatchObject({ title: 'Browser title', version: 2 });
    await sync.contentRequest('PUT', entry(made.id), {
      ...newProject('queen-east'),
      title: 'Desktop title, on the browser edit',
      version: current.version,
    });
    const after = (await browser.api.request('GET', entry(made.id))) as ProjectEntry;
    expect(after).toMatchObject({ title: 'Desktop title, on the browser edit', version: 3 });
  });
});

describe('when a listing is made offline', () => {
  it('then the Offline changes list names it by its address, as the site titles it, not by its id', async () => {
    const home = await suite.home();
    const sync = await signedInDesktop(home, suite.site.url);
    const listings = API.adminContent('listings');
    await sync.contentRequest('GET', listings);
    await suite.site.pause();
    await sync.contentRequest('POST', listings, { address: '88 Harbour St' });
    expect(sync.status().pending).toEqual([
      expect.objectContaining({ kind: 'create', label: '88 Harbour St' }),
    ]);
    await suite.site.resume();
  });
});
