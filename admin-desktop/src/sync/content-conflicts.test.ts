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
  });
});
