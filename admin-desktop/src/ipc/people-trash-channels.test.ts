import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopHome, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SiteServer } from '../testing/site-server.ts';
import { createHandlers, dispatch, type HostServices } from './handlers.ts';

/**
 * The desktop's erasure and trash channels: through the real handlers and sync to the real
 * server. They act at once or fail; nothing is queued for later.
 */
const host: HostServices = {
  pickImages: async () => [],
  pickedFile: () => undefined,
  saveFile: async () => false,
  log: () => undefined,
};

let site: SiteServer;
let home: Awaited<ReturnType<typeof desktopHome>>;
let handlers: ReturnType<typeof createHandlers>;
const send = (channel: string, request: unknown) =>
  dispatch(handlers, host, channel, request, { emit: () => undefined });

beforeAll(async () => {
  site = await SiteServer.start();
  home = await desktopHome();
  handlers = createHandlers(await signedInDesktop(home, site.url), host);
});
afterAll(async () => {
  await home?.cleanup();
  await site?.close();
});

describe("the desktop's people and trash channels", () => {
  it('when the owner removes a subscriber from the desktop, then the server erases it', async () => {
    const browser = await otherDevice(site.url);
    await browser.api.visitor.subscribe({ email: 'desk-leave@agent.ca' });
    expect(await send('api:eraseSubscriber', { email: 'desk-leave@agent.ca' })).toEqual({
      ok: true,
      value: null,
    });
    expect((await browser.api.subscribers()).map((s) => s.email)).not.toContain('desk-leave@agent.ca');
    expect(await send('api:eraseSubscriber', { email: 'not an address' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
  });

  it('when an item is deleted, then the desktop lists it in the trash and restores it', async () => {
    const browser = await otherDevice(site.url);
    const [item] = (await browser.api.portfolio()).aiServicesPortfolio;
    await browser.api.deleteItem('aiServicesPortfolio', item!.id);
    const listed = await send('api:trash', undefined);
    expect(listed).toMatchObject({ ok: true, value: [{ kind: 'aiServicesPortfolio', itemId: item!.id }] });
    const [trashed] = (listed as { value: { id: string }[] }).value;
    expect(await send('api:restoreFromTrash', { id: trashed!.id })).toMatchObject({ ok: true });
    expect((await browser.api.portfolio()).aiServicesPortfolio.map((i) => i.id)).toContain(item!.id);
    expect(await send('api:restoreFromTrash', { id: trashed!.id })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });
});
