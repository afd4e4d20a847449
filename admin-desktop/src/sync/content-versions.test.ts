import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { newProject } from '../../../tests/api/content-fixtures.ts';
import { desktopSyncSuite, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { OFFLINE_MESSAGE } from './site-calls.ts';

/**
 * The saved versions of an entry on the desktop (docs/sync.md "The admin's content calls"): they
 * live on the site, so offline they answer the offline message, and an entry whose create is still
 * queued has none yet rather than "not found".
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const PROJECTS = API.adminContent('projects');

describe('the versions of an entry saved on the desktop', () => {
  it('when it was created offline and the site answers before the create is sent, then it has no versions yet, not an error', async () => {
    home = await suite.home();
    const sync = await signedInDesktop(home, suite.site.url);
    await suite.site.pause();
    const made = (await sync.contentRequest(
      'POST',
      PROJECTS,
      newProject(`queued-${Date.now()}`),
    )) as ProjectEntry;
    expect(sync.status().pending).toEqual([
      expect.objectContaining({ kind: 'create', key: 'projects', itemId: made.id }),
    ]);
    const versions = API.adminContentVersions('projects', made.id);
    await expect(sync.contentRequest('GET', versions)).rejects.toMatchObject({
      status: 503,
      message: OFFLINE_MESSAGE,
    });

    // The site is back; the queue has not been sent yet (no probe, no "sync now").
    await suite.site.resume();
    expect(await sync.contentRequest('GET', versions)).toEqual([]);
    // Anything else the site does not know stays "not found".
    await expect(
      sync.contentRequest('GET', API.adminContentVersions('projects', 'project-404')),
    ).rejects.toMatchObject({ status: 404 });

    await sync.syncNow();
    expect(await sync.contentRequest('GET', versions)).toEqual([
      expect.objectContaining({ version: 1, title: made.title }),
    ]);
  });
});
