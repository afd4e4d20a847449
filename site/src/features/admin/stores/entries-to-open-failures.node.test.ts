import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { CONTENT_MODEL, PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import { newProject } from '../../../../../tests/api/content-fixtures.ts';
import { startFailingProxy } from '../../../../../tests/support/failing-proxy.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * A refused change the admin could not open as it was, or whose entry is gone from the site
 * (docs/desktop.md, "Refused" changes): against the real server, through the memory platform; a
 * proxy in front of the server answers a server error to the one read that fails.
 */
const OWNER = {
  email: 'unopened-owner@lumen.test',
  name: 'Una Opened',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
let proxy: Awaited<ReturnType<typeof startFailingProxy>>;
beforeAll(async () => {
  proxy = await startFailingProxy(server.app.url);
});
afterAll(async () => {
  await proxy.close();
});

/** One admin window, talking to the site through the proxy, following the host's entries to open. */
const window = () => server.signedIn({ baseUrl: proxy.url, followHost: true });

const settled = { timeout: 5_000, interval: 20 };
const droneItem = (title: string) => ({
  title,
  description: 'As stored',
  type: 'image' as const,
  src: '/images/a.jpg',
  alt: 'A cottage',
});

describe('a refused change that cannot be opened as it was', () => {
  for (const status of [500, 503]) {
    it(`when the edited project cannot be loaded (the site answers ${status}), then nothing opens, the notice says why, and the host is told it was not opened, not that work was kept`, async () => {
      const { stores, platform, control, record } = await window();
      const stored = await platform.api.content.create('projects', newProject(`unloaded-loft-${Date.now()}`));
      const body = CONTENT_MODEL.projects.updateSchema.parse({
        ...newProject(stored.slug),
        title: 'Renamed on the desktop',
        version: stored.version,
      });
      proxy.failing.path = API.adminContentEntry('projects', stored.id);
      proxy.failing.status = status;

      const ref = control.open({ list: 'projects', change: 'update', body: { ...body, id: stored.id } });
      await expect.poll(() => record.reports, settled).toHaveLength(1);
      expect(record.reports[0]).toStrictEqual({ ref, outcome: { status: 'not-opened' } });
      expect(stores.toasts.getState().toast).toMatchObject({
        title: 'The project could not be opened',
        variant: 'destructive',
      });
      expect(stores.projects.getState().editing).toBe(false);
      expect(stores.projects.getState().current).toBeNull();
      expect(stores.projects.getState().unsavedWork()).toBeUndefined();

      // The same change, once the site answers again, opens on the stored project.
      proxy.failing.path = undefined;
      const again = control.open({
        list: 'projects',
        change: 'update',
        body: { ...body, id: stored.id },
        ref,
      });
      await expect.poll(() => record.reports, settled).toHaveLength(2);
      expect(record.reports[1]).toStrictEqual({ ref: again, outcome: { status: 'opened' } });
      expect(stores.projects.getState().current?.id).toBe(stored.id);
      expect(stores.projects.getState().form.title).toBe('Renamed on the desktop');
    });
  }

  it('when the portfolio cannot be loaded (the site answers 500), then a refused edit of an item opens nothing, is not taken for a deleted item, and the host is told it was not opened', async () => {
    const { stores, platform, control, record } = await window();
    const item = await platform.api.createItem(
      'dronePortfolio',
      droneItem(`Unloaded drone set ${Date.now()}`),
    );
    const body = PORTFOLIO_MODEL.updateSchema.parse({ ...item, description: 'Edited offline' });
    proxy.failing.path = API.adminPortfolio;
    proxy.failing.status = 500;

    const ref = control.open({ list: 'dronePortfolio', change: 'update', body: { ...body, id: item.id } });
    await expect.poll(() => record.reports, settled).toHaveLength(1);
    proxy.failing.path = undefined;
    expect(record.reports[0]).toStrictEqual({ ref, outcome: { status: 'not-opened' } });
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'The item could not be opened',
      variant: 'destructive',
    });
    expect(stores.editor.getState().viewMode).not.toBe('add');
    expect(stores.editor.getState().editing).toBeNull();
    expect(stores.editor.getState().unsavedWork()).toBeUndefined();
  });
});

describe('a refused edit of a portfolio item gone from the site', () => {
  it('when it is opened, then the item form is a new item holding the typed fields, the notice says it was deleted elsewhere, and Add Item puts it on the site and tells the host it was saved', async () => {
    const { stores, platform, control, record } = await window();
    const item = await platform.api.createItem('dronePortfolio', droneItem(`Gone drone set ${Date.now()}`));
    await platform.api.deleteItem('dronePortfolio', item.id, item.version);
    const title = `${item.title}, edited offline`;
    const body = PORTFOLIO_MODEL.updateSchema.parse({ ...item, title, description: 'Edited offline' });

    const ref = control.open({ list: 'dronePortfolio', change: 'update', body: { ...body, id: item.id } });
    await expect.poll(() => stores.editor.getState().viewMode, settled).toBe('add');
    expect(record.reports).toStrictEqual([{ ref, outcome: { status: 'opened' } }]);
    expect(stores.portfolio.getState().activeService).toBe('dronePortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Item deleted elsewhere');
    expect(stores.editor.getState().editing).toBeNull();
    expect(stores.editor.getState().form).toMatchObject({
      title,
      description: 'Edited offline',
      alt: 'A cottage',
    });
    expect(stores.editor.getState().unsavedWork()).toMatch(/not saved/);

    await stores.editor.getState().submit('dronePortfolio');
    expect(record.reports).toStrictEqual([
      { ref, outcome: { status: 'opened' } },
      { ref, outcome: { status: 'saved' } },
    ]);
    const stored = (await platform.api.portfolio()).dronePortfolio?.filter((i) => i.title === title);
    expect(stored).toHaveLength(1);
    expect(stored?.[0]).toMatchObject({ description: 'Edited offline', alt: 'A cottage' });
    expect(stored?.[0]?.id).not.toBe(item.id);
  });
});

describe('a refused edit of a testimonial gone from the site', () => {
  it('when it is opened, then its editor is a new testimonial holding the typed fields, the notice says it is no longer on the site, and Save puts it back in its slot and tells the host it was saved', async () => {
    const { stores, platform, control, record } = await window();
    const slot = await platform.api.content.get('testimonials', 'service-drone');
    await platform.api.content.remove('testimonials', slot.id, slot.version);
    const typed = {
      quote: 'The drone shots sold it in a week.',
      author: 'Sam Seller',
      role: 'Agent, Harbour Realty',
      service: 'Drone',
    };
    const body = CONTENT_MODEL.testimonials.updateSchema.parse({ ...typed, version: slot.version });

    const ref = control.open({ list: 'testimonials', change: 'update', body: { ...body, id: slot.id } });
    await expect.poll(() => stores.testimonials.getState().editing, settled).toBe(true);
    expect(record.reports).toStrictEqual([{ ref, outcome: { status: 'opened' } }]);
    expect(stores.navigation.getState().section).toBe('testimonials');
    expect(stores.toasts.getState().toast?.title).toBe('This testimonial is no longer on the site');
    const open = stores.testimonials.getState();
    expect(open.current).toBeNull();
    expect(open.form).toStrictEqual(typed);
    expect(open.unsavedWork()).toMatch(/not saved/);

    // A testimonial is its slot's: it goes back there, under the slot's id (it has no other).
    expect(await open.save()).toBe(true);
    expect(stores.testimonials.getState().error).toBeUndefined();
    expect(record.reports).toStrictEqual([
      { ref, outcome: { status: 'opened' } },
      { ref, outcome: { status: 'saved' } },
    ]);
    expect(stores.testimonials.getState().current?.id).toBe(slot.id);
    expect(await platform.api.content.get('testimonials', slot.id)).toMatchObject({
      ...typed,
      page: slot.page,
    });
  });
});
