import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import { desktopSyncSuite, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import type { DesktopSync } from './desktop-sync.ts';

/**
 * Page pictures on the desktop (docs/pictures.md): registered as a content kind, so a picture
 * changed offline waits in the same durable queue as projects and posts and replays once.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const PICTURES = API.adminContent('pictures');
const entry = (id: string) => API.adminContentEntry('pictures', id);
const pictures = (sync: DesktopSync) => sync.contentRequest('GET', PICTURES) as Promise<PictureEntry[]>;

describe('page pictures changed on the desktop while the site is down', () => {
  it('then they replay exactly once when it is back, and a browser save meanwhile is a conflict, not overwritten', async () => {
    home = await suite.home();
    const browser = await otherDevice(suite.site.url);
    let sync = await signedInDesktop(home, suite.site.url);
    const seen = await pictures(sync);
    const founder = seen.find((p) => p.id === 'about-founder')!;
    const hero = seen.find((p) => p.id === 'about-hero')!;
    // Saved in a browser after the desktop last saw it.
    await browser.api.request('PUT', entry('about-hero'), {
      src: hero.src,
      alt: 'Browser alt',
      version: hero.version,
    });

    await suite.site.pause();
    const body = { src: '/images/about/studio.jpg', alt: 'Offline alt', focus: { x: 0.3, y: 0.4 } };
    await sync.contentRequest('PUT', entry('about-founder'), { ...body, version: founder.version });
    await sync.contentRequest('PUT', entry('about-hero'), {
      src: hero.src,
      alt: 'Desktop alt',
      version: hero.version,
    });
    const offline = await pictures(sync);
    expect(offline.find((p) => p.id === 'about-founder')).toMatchObject(body);
    expect(sync.status().pending.map((p) => [p.kind, p.key])).toEqual([
      ['update', 'pictures'],
      ['update', 'pictures'],
    ]);
    await sync.close();
    sync = await home.open();

    await suite.site.resume();
    const status = await sync.syncNow();
    expect(status.pending).toEqual([]);
    expect(status.conflicts).toEqual([expect.objectContaining({ key: 'pictures' })]);
    const server = (await browser.api.request('GET', PICTURES)) as PictureEntry[];
    expect(server.find((p) => p.id === 'about-founder')).toMatchObject({
      ...body,
      version: founder.version + 1,
    });
    expect(server.find((p) => p.id === 'about-hero')).toMatchObject({
      alt: 'Browser alt',
      version: hero.version + 1,
    });
    await sync.close();
  });
});
