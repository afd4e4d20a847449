import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { startTestApp } from '../../../../../tests/support/test-app.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import { createMemoryPlatform } from '../platform/memory-platform.ts';
import { createAdminStores } from './admin-stores.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * The admin stores against the real server over HTTP (real datastore, real uploads), through the
 * memory platform. Run after `npm run build` (startTestApp serves the built site).
 */
const OWNER = {
  email: 'stores-owner@lumen.test',
  name: 'Stella Owner',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/** What a visitor's page calls (the newsletter, the contact form, a portfolio list). */
const visitor = () => createApiClient({ baseUrl: server.app.url }).visitor;

const signedIn = (options: { files?: File[]; confirmAnswer?: boolean } = {}) =>
  server.signedIn({ ...options, load: 'portfolio' });

const jpeg = async () =>
  new File(
    [
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2953d' } })
        .jpeg()
        .toBuffer(),
    ],
    'kitchen.jpg',
    { type: 'image/jpeg' },
  );

describe('session store', () => {
  it('when no one is signed in, then the check ends signed out', async () => {
    const { platform } = createMemoryPlatform({ baseUrl: server.app.url });
    const { session } = createAdminStores(platform);
    await session.getState().check();
    expect(session.getState().status).toBe('signed-out');
  });

  it('when the server cannot be reached, then the failed check counts as signed out', async () => {
    const { platform } = createMemoryPlatform({ baseUrl: 'http://127.0.0.1:9' });
    const { session } = createAdminStores(platform);
    await session.getState().check();
    expect(session.getState().status).toBe('signed-out');
  });

  it('when the password is wrong, then the server message is shown and no session starts', async () => {
    const { platform } = createMemoryPlatform({ baseUrl: server.app.url });
    const { session } = createAdminStores(platform);
    await session.getState().check();
    expect(await session.getState().signIn(OWNER.email, 'not the password at all')).toBe(false);
    expect(session.getState()).toMatchObject({
      status: 'signed-out',
      formError: 'Invalid email or password',
    });
  });

  it('when the owner signs in, then the name is known and a later check keeps the session', async () => {
    const { stores } = await signedIn();
    expect(stores.session.getState()).toMatchObject({ status: 'signed-in', name: OWNER.name });
    await stores.session.getState().check();
    expect(stores.session.getState().status).toBe('signed-in');
  });

  it('when the owner signs out, then the data is forgotten and the Logged out notice shows', async () => {
    const { stores, platform } = await signedIn();
    await stores.session.getState().signOut();
    expect(stores.session.getState().status).toBe('signed-out');
    expect(stores.portfolio.getState().data).toBeNull();
    expect(stores.toasts.getState().toast?.title).toBe(NOTICES.loggedOut.title);
    // The sign-in form is already on screen: the notice points there, not to a reload.
    expect(stores.toasts.getState().toast?.description).toBe(
      'You have been signed out. Sign in below to continue.',
    );
    await expect(platform.api.portfolio()).rejects.toMatchObject({ status: 401 });
    // A wrong password next: its message stands alone, not beside "You have been signed out".
    expect(await stores.session.getState().signIn(OWNER.email, 'not the password at all')).toBe(false);
    expect(stores.session.getState().formError).toMatch(/Invalid email or password/);
    expect(stores.toasts.getState().toast?.open).toBe(false);
  });
});

describe('portfolio and editor stores', () => {
  it('when signed in, then all eight collections load and photography is the default service', async () => {
    const { stores } = await signedIn();
    const { data, activeService, status } = stores.portfolio.getState();
    expect(status).toBe('ready');
    expect(Object.keys(data ?? {})).toHaveLength(8);
    expect(activeService).toBe('photographyPortfolio');
  });

  it('when a required field is missing, then Missing fields shows and nothing is sent', async () => {
    const { stores, platform } = await signedIn();
    const before = (await platform.api.portfolio()).photographyPortfolio.length;
    stores.editor.getState().setField('title', 'No description');
    await stores.editor.getState().submit('photographyPortfolio');
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'Missing fields',
      description: 'Please fill in all required fields',
      variant: 'destructive',
    });
    expect((await platform.api.portfolio()).photographyPortfolio).toHaveLength(before);
  });

  it('when an image has no alt text and is not decorative, then it is refused before sending', async () => {
    const { stores } = await signedIn();
    const { setField, submit } = stores.editor.getState();
    setField('title', 'Lobby');
    setField('description', 'Lobby at dusk');
    setField('src', '/images/portfolio/photography-1.jpg');
    await submit('photographyPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe(NOTICES.missingAlt.title);
  });

  it('when an image is uploaded, added, edited and deleted, then each step shows and the server agrees', async () => {
    const { stores, platform, control, record } = await signedIn({ files: [await jpeg()] });
    const { editor, uploads } = stores;
    await uploads.getState().chooseFiles();
    expect(uploads.getState().rows).toMatchObject([{ name: 'kitchen.jpg', phase: 'ready' }]);
    await uploads.getState().uploadAll();
    const src = editor.getState().form.src;
    expect(src).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(uploads.getState().rows).toMatchObject([{ phase: 'done', url: src, file: null }]);
    expect(stores.toasts.getState().toast).toMatchObject(NOTICES.uploadDone);
    expect((await fetch(platform.mediaUrl(src))).status).toBe(200);

    const { setField } = editor.getState();
    setField('title', 'Store test kitchen');
    setField('description', 'Bright kitchen with an island');
    setField('alt', 'Kitchen with a marble island');
    setField('category', '  ');
    await editor.getState().submit('photographyPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Item added');
    expect(editor.getState()).toMatchObject({ viewMode: 'manage', editing: null });
    // The image now used by the saved item leaves the upload list.
    expect(uploads.getState().rows).toEqual([]);
    const added = stores.portfolio
      .getState()
      .data?.photographyPortfolio.find((i) => i.title === 'Store test kitchen');
    expect(added).toMatchObject({ src, alt: 'Kitchen with a marble island', type: 'image' });
    expect(added?.id).toMatch(/^photography-\d+$/);
    expect(added).not.toHaveProperty('category');

    editor.getState().startEdit(added!);
    expect(editor.getState()).toMatchObject({
      viewMode: 'add',
      form: { category: '', title: 'Store test kitchen' },
    });
    editor.getState().setField('title', 'Store test kitchen, renovated');
    await editor.getState().submit('photographyPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Item updated');
    const updated = stores.portfolio.getState().data?.photographyPortfolio.find((i) => i.id === added?.id);
    expect(updated).toMatchObject({ title: 'Store test kitchen, renovated', version: added!.version + 1 });

    control.confirmAnswer = false;
    await stores.portfolio.getState().deleteItem('photographyPortfolio', updated!);
    // The spec's sentence first, then the item's name and the way back (docs/trash.md).
    expect(record.confirms).toEqual([
      'Are you sure you want to delete this item?\n\n"Store test kitchen, renovated" moves to the trash. You can restore it from there for 30 days.',
    ]);
    expect((await platform.api.portfolio()).photographyPortfolio.some((i) => i.id === added?.id)).toBe(true);

    control.confirmAnswer = true;
    await stores.portfolio.getState().deleteItem('photographyPortfolio', updated!);
    expect(stores.toasts.getState().toast?.title).toBe('Item deleted');
    expect(stores.portfolio.getState().data?.photographyPortfolio.some((i) => i.id === added?.id)).toBe(
      false,
    );
  });

  it('when the item changed elsewhere, then the update is refused with a clear notice and the list refreshed', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const item = owner.stores.portfolio.getState().data!.videoPortfolio[0]!;
    owner.stores.editor.getState().startEdit(item);
    other.stores.editor.getState().startEdit(item);
    other.stores.editor.getState().setField('title', `${item.title} (other device)`);
    await other.stores.editor.getState().submit('videoPortfolio');

    owner.stores.editor.getState().setField('title', `${item.title} (this device)`);
    await owner.stores.editor.getState().submit('videoPortfolio');
    expect(owner.stores.toasts.getState().toast?.title).toBe(NOTICES.conflict.title);
    const listed = owner.stores.portfolio.getState().data!.videoPortfolio.find((i) => i.id === item.id);
    expect(listed?.title).toBe(`${item.title} (other device)`);
    // The owner's edits stay in the form; a second Update Item is a deliberate overwrite.
    expect(owner.stores.editor.getState().form.title).toBe(`${item.title} (this device)`);
    await owner.stores.editor.getState().submit('videoPortfolio');
    expect(owner.stores.toasts.getState().toast?.title).toBe('Item updated');
  });

  it('when an item is moved, then the new order is saved on the server', async () => {
    const { stores } = await signedIn();
    const list = stores.portfolio.getState().data!.dronePortfolio;
    expect(list.length).toBeGreaterThan(1);
    const last = list[list.length - 1]!;
    await stores.portfolio.getState().moveItem('dronePortfolio', last.id, 0);
    expect(stores.portfolio.getState().data!.dronePortfolio[0]?.id).toBe(last.id);
    expect((await visitor().portfolio('dronePortfolio'))[0]?.id).toBe(last.id);
    expect(stores.toasts.getState().toast?.title).toBe('Order saved');
  });

  it('when another service is chosen, then an edit in progress ends, and the next visit starts on photography', async () => {
    const { stores, platform } = await signedIn();
    stores.editor.getState().startEdit(stores.portfolio.getState().data!.photographyPortfolio[0]!);
    stores.portfolio.getState().selectService('matterportPortfolio');
    stores.navigation.getState().setSection('subscribers');
    expect(stores.editor.getState().editing).toBeNull();
    // Spec section 4: the default service is photography, on every load (nothing is restored).
    const again = createAdminStores(platform);
    await again.session.getState().check();
    await again.portfolio.getState().load();
    expect(again.portfolio.getState().activeService).toBe('photographyPortfolio');
    expect(again.navigation.getState().section).toBe('portfolio');
    expect(again.editor.getState().viewMode).toBe('manage');
  });
});

describe('inquiries and subscribers stores', () => {
  it('when a quote request arrives, then it is listed first and can be marked handled and back', async () => {
    const { stores } = await signedIn();
    await visitor().submitInquiry({
      firstName: 'Quinn',
      lastName: 'Buyer',
      email: 'quinn@example.com',
      service: 'drone',
      details: 'Aerials for a lakefront listing',
      formToken: server.app.services.inquiries.issueFormToken(),
    });
    await stores.inquiries.getState().load();
    const first = stores.inquiries.getState().list[0]!;
    expect(first).toMatchObject({ firstName: 'Quinn', status: 'new' });
    await stores.inquiries.getState().toggleHandled(first.id);
    expect(stores.inquiries.getState().list[0]?.status).toBe('handled');
    await stores.inquiries.getState().toggleHandled(first.id);
    expect(stores.inquiries.getState().list[0]?.status).toBe('new');
  });

  it('when subscribers are exported, then the server CSV is saved through the platform', async () => {
    const { stores, record } = await signedIn();
    await visitor().subscribe({ email: 'Reader@Example.com', source: '/blog' });
    await stores.subscribers.getState().load();
    expect(stores.subscribers.getState().list.map((s) => s.email)).toContain('reader@example.com');
    await stores.subscribers.getState().exportCsv(new Date('2025-03-04T12:00:00Z'));
    expect(record.saved[0]).toMatchObject({ filename: 'subscribers-2025-03-04.csv', mimeType: 'text/csv' });
    expect(record.saved[0]?.content).toContain('reader@example.com');
    // The server's UTF-8 byte-order mark is kept, so Excel reads accented names correctly.
    expect(record.saved[0]?.content.startsWith('\uFEFF')).toBe(true);
    expect([...new TextEncoder().encode(record.saved[0]?.content).subarray(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });
});

describe('first-owner setup', () => {
  it('when a fresh install is opened with its setup link, then the owner is created and signed in', async () => {
    const fresh = await startTestApp({ RATE_LIMIT: 'false' });
    try {
      const token = await fresh.services.auth.issueSetupToken();
      expect(token).toBeTruthy();
      const { platform, record } = createMemoryPlatform({ baseUrl: fresh.url, setupToken: token });
      const { session } = createAdminStores(platform);
      const ok = await session
        .getState()
        .setUp({ email: 'first@lumen.test', name: 'Fay First', password: 'short' });
      expect(ok).toBe(false);
      expect(session.getState().formError).toBe('Password must be at least 12 characters.');
      await session
        .getState()
        .setUp({ email: 'first@lumen.test', name: 'Fay First', password: 'first owner passphrase' });
      expect(session.getState()).toMatchObject({ status: 'signed-in', name: 'Fay First' });
      expect(record.setupCleared).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
