import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import type { TestimonialEntry } from '#shared/schemas/testimonial.ts';
import { desktopSyncSuite, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import type { DesktopSync } from './desktop-sync.ts';

/**
 * Testimonials on the desktop (docs/content.md): registered as a content kind, so one edited
 * offline waits in the same durable queue as projects and posts and replays once.
 */

const suite = desktopSyncSuite();
let home: Awaited<ReturnType<typeof suite.home>>;

const TESTIMONIALS = API.adminContent('testimonials');
const entry = (id: string) => API.adminContentEntry('testimonials', id);
const testimonials = (sync: DesktopSync) =>
  sync.contentRequest('GET', TESTIMONIALS) as Promise<TestimonialEntry[]>;

describe('testimonials edited on the desktop while the site is down', () => {
  it('then they replay exactly once when it is back, and a browser save meanwhile is a conflict, not overwritten', async () => {
    home = await suite.home();
    const browser = await otherDevice(suite.site.url);
    let sync = await signedInDesktop(home, suite.site.url);
    const seen = await testimonials(sync);
    const drone = seen.find((t) => t.id === 'service-drone')!;
    const video = seen.find((t) => t.id === 'service-video')!;
    // Saved in a browser after the desktop last saw it.
    await browser.api.request('PUT', entry('service-video'), {
      quote: video.quote,
      author: 'Browser name',
      version: video.version,
    });

    await suite.site.pause();
    const body = { quote: 'Written offline.', author: 'Offline name', role: 'Agent', service: 'Drone' };
    await sync.contentRequest('PUT', entry('service-drone'), { ...body, version: drone.version });
    await sync.contentRequest('PUT', entry('service-video'), {
      quote: video.quote,
      author: 'Desktop name',
      version: video.version,
    });
    const offline = await testimonials(sync);
    expect(offline.find((t) => t.id === 'service-drone')).toMatchObject(body);
    expect(sync.status().pending.map((p) => [p.kind, p.key])).toEqual([
      ['update', 'testimonials'],
      ['update', 'testimonials'],
    ]);
    await sync.close();
    sync = await home.open();

    await suite.site.resume();
    const status = await sync.syncNow();
    expect(status.pending).toEqual([]);
    expect(status.conflicts).toEqual([expect.objectContaining({ key: 'testimonials' })]);
    const server = (await browser.api.request('GET', TESTIMONIALS)) as TestimonialEntry[];
    expect(server.find((t) => t.id === 'service-drone')).toMatchObject({
      ...body,
      version: drone.version + 1,
    });
    expect(server.find((t) => t.id === 'service-video')).toMatchObject({
      author: 'Browser name',
      version: video.version + 1,
    });
    await sync.close();
  });
});
