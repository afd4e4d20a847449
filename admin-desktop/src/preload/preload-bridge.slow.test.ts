import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, dispatch, type HostServices } from '../ipc/handlers.ts';
import { desktopHome } from '../testing/desktop-fixtures.ts';
import { loadPreload, PRELOAD_BUNDLE } from '../testing/preload-sandbox.ts';
import { SITE_OWNER, SiteServer } from '../testing/site-server.ts';

/**
 * The typed bridge end to end without Electron: the BUILT preload (run as a sandbox would run it)
 * in front of the main process's real handlers and sync logic, against the real server.
 * Run after `npm run desktop:build` and `npm run build`.
 */

const host: HostServices = {
  pickImages: async () => [],
  pickedFile: () => undefined,
  saveFile: async () => false,
  log: () => undefined,
};

let site: SiteServer;
let home: Awaited<ReturnType<typeof desktopHome>>;
let mainSide: { calls: { channel: string; request: unknown }[]; answer?: unknown };
let bridge: Awaited<ReturnType<typeof loadPreload>>;
let handlers: ReturnType<typeof createHandlers>;

beforeAll(async () => {
  if (!existsSync(PRELOAD_BUNDLE)) throw new Error('Build the desktop app first: npm run desktop:build');
  site = await SiteServer.start();
  home = await desktopHome();
  handlers = createHandlers(await home.open(), host);
  mainSide = { calls: [] };
  bridge = await loadPreload(async (channel, request) => {
    mainSide.calls.push({ channel, request });
    if (mainSide.answer !== undefined) return mainSide.answer;
    return dispatch(handlers, host, channel, request, {
      emit: (event, payload) => bridge.ipc.emit(event, payload),
    });
  });
});
afterAll(async () => {
  await home?.cleanup();
  await site?.close();
});

describe('the preload bridge', () => {
  it('when the page loads, then only window.desktop with invoke and on is exposed', () => {
    expect(bridge.exposedNames).toEqual(['desktop']);
    expect(Object.keys(bridge.desktop).sort()).toEqual(['invoke', 'on']);
  });

  it('when the page signs in through it, then the main side signs in to the real server', async () => {
    expect(await bridge.desktop.invoke('connection:set', { siteUrl: site.url })).toEqual({
      ok: true,
      value: { siteUrl: site.url },
    });
    const signedIn = await bridge.desktop.invoke('session:sign-in', {
      email: SITE_OWNER.email.toUpperCase(),
      password: SITE_OWNER.password,
    });
    expect(signedIn).toMatchObject({ ok: true, value: { authenticated: true, name: SITE_OWNER.name } });
    const data = await bridge.desktop.invoke('api:portfolio', undefined);
    expect(data.ok && data.value.photographyPortfolio.length).toBeGreaterThan(0);
  });

  it('when a request does not match its schema, then the preload refuses it and nothing reaches the main process', async () => {
    mainSide.calls = [];
    const answer = await bridge.desktop.invoke('api:deleteItem', {
      key: 'nopePortfolio',
      id: '../x',
    } as never);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        status: 400,
        message:
          'Please check 2 fields: Key is not one of the choices offered; Id may contain only letters, digits, dashes and underscores.',
      },
    });
    const unknown = await bridge.desktop.invoke('shell:exec' as never, 'rm -rf /' as never);
    expect(unknown).toEqual({ ok: false, error: { status: 404, message: 'Unknown channel' } });
    expect(mainSide.calls).toEqual([]);
  });

  it('when the main process answers something off-contract, then the page never sees it', async () => {
    mainSide.answer = { ok: true, value: { siteUrl: 42, extra: '<script>' } };
    try {
      expect(await bridge.desktop.invoke('connection:get', undefined)).toEqual({
        ok: false,
        error: { status: 500, message: 'The app answered in an unexpected form.' },
      });
    } finally {
      mainSide.answer = undefined;
    }
  });

  it('when a compromised page skips the preload, then the main process checks the request itself', async () => {
    const answer = await dispatch(
      handlers,
      host,
      'api:createItem',
      { key: 'photographyPortfolio', item: { title: '' } },
      {
        emit: () => undefined,
      },
    );
    expect(answer).toMatchObject({ ok: false, error: { status: 400 } });
    const upload = await dispatch(
      handlers,
      host,
      'upload:file',
      {
        uploadId: crypto.randomUUID(),
        file: { token: crypto.randomUUID() },
      },
      { emit: () => undefined },
    );
    expect(upload).toEqual({
      ok: false,
      error: { status: 400, message: 'That file was not chosen in this app. Choose it again.' },
    });
  });

  it('when the server refuses a change, then its status and message cross the bridge as data', async () => {
    const list = await bridge.desktop.invoke('api:portfolio', undefined);
    if (!list.ok) throw new Error(list.error.message);
    const { order: _order, updatedAt: _at, ...item } = list.value.photographyPortfolio[0]!;
    const answer = await bridge.desktop.invoke('api:updateItem', {
      key: 'photographyPortfolio',
      item: { ...item, version: item.version + 50 },
    });
    expect(answer).toEqual({
      ok: false,
      error: { status: 409, message: expect.stringMatching(/changed elsewhere \(current version \d+\)/) },
    });
  });

  it('when the admin makes a content call, then it crosses as data; an address outside the content API never reaches the site', async () => {
    const projects = await bridge.desktop.invoke('content:request', {
      method: 'GET',
      path: '/api/admin/content/projects',
    });
    expect(projects.ok && Array.isArray(projects.value) && projects.value.length).toBeGreaterThan(0);
    mainSide.calls = [];
    const outside = await bridge.desktop.invoke('content:request', {
      method: 'GET',
      path: '/api/admin/audit',
    });
    expect(outside).toMatchObject({ ok: false, error: { status: 400 } });
    expect(mainSide.calls).toEqual([]);
    const escaping = await bridge.desktop.invoke('content:request', {
      method: 'POST',
      path: '/api/admin/content/../auth/logout',
    });
    expect(escaping).toEqual({ ok: false, error: { status: 404, message: 'Not a content address' } });
    const invalid = await bridge.desktop.invoke('content:request', {
      method: 'POST',
      path: '/api/admin/content/posts',
      body: { title: ' ' },
    });
    expect(invalid).toMatchObject({ ok: false, error: { status: 400, message: 'Title is required.' } });
  });

  it('when the main process sends events, then only well-formed ones reach the page', async () => {
    const seen: unknown[] = [];
    const stop = bridge.desktop.on('upload:progress', (p) => seen.push(p));
    const uploadId = crypto.randomUUID();
    bridge.ipc.emit('upload:progress', { uploadId, phase: 'uploading', sent: 5, total: 10 });
    bridge.ipc.emit('upload:progress', { uploadId: 'not-a-uuid', phase: 'hacked' });
    stop();
    bridge.ipc.emit('upload:progress', { uploadId, phase: 'done' });
    expect(seen).toEqual([{ uploadId, phase: 'uploading', sent: 5, total: 10 }]);
    expect(() => bridge.desktop.on('ipc:raw' as never, () => undefined)).toThrow(/Unknown event/);
  });
});
