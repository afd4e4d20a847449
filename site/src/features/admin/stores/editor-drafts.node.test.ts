import { describe, expect, it } from 'vitest';
import { NOTICES } from '../lib/admin-texts.ts';
import { serverForStores } from './stores-test-server.ts';

/** What happens to the owner's unsaved work when the session ends, against the real server. */
const OWNER = { email: 'drafts-owner@lumen.test', name: 'Dora Drafts', password: 'a long enough passphrase' };
const OTHER = { email: 'drafts-other@lumen.test', name: 'Otto Other', password: 'another long passphrase' };
const server = serverForStores([OWNER, OTHER], { RATE_LIMIT: 'false' });

async function editingAnItem() {
  const chosen = new File(['still on disk'], 'waiting.jpg', { type: 'image/jpeg' });
  const memory = await server.signedIn({ files: [chosen], load: 'portfolio' });
  const { stores } = memory;
  const item = stores.portfolio.getState().data!.videoPortfolio[0]!;
  await stores.uploads.getState().chooseFiles();
  stores.editor.getState().startEdit(item);
  stores.editor.getState().setField('title', `${item.title} (draft ${Date.now()})`);
  return { ...memory, stores, item };
}

describe('editor drafts across the session', () => {
  it('when the session expires on Update Item, then the form, the item and the chosen file are kept for after signing in', async () => {
    const { stores, platform, item } = await editingAnItem();
    const form = stores.editor.getState().form;
    // The session ends on the server (idle expiry, sign-out elsewhere): the next write answers 401.
    await platform.api.logout();
    await stores.editor.getState().submit('videoPortfolio');
    expect(stores.session.getState()).toMatchObject({ status: 'signed-out', expired: true });
    expect(stores.toasts.getState().toast?.title).toBe(NOTICES.sessionExpired.title);
    expect(stores.editor.getState()).toMatchObject({ form, editing: item, viewMode: 'add', pending: false });
    expect(stores.uploads.getState().rows).toMatchObject([{ name: 'waiting.jpg', phase: 'ready' }]);

    expect(await stores.session.getState().signIn(OWNER.email, OWNER.password)).toBe(true);
    await stores.portfolio.getState().load();
    expect(stores.editor.getState()).toMatchObject({ form, editing: item, viewMode: 'add' });
    await stores.editor.getState().submit('videoPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Item updated');
    const saved = (await platform.api.portfolio()).videoPortfolio.find((i) => i.id === item.id);
    expect(saved?.title).toBe(form.title);
  });

  it('when another owner signs in after the expiry, then they do not inherit the draft', async () => {
    const { stores, platform } = await editingAnItem();
    await platform.api.logout();
    await stores.editor.getState().submit('videoPortfolio');
    expect(await stores.session.getState().signIn(OTHER.email, OTHER.password)).toBe(true);
    expect(stores.editor.getState()).toMatchObject({
      editing: null,
      viewMode: 'manage',
      form: { title: '' },
    });
    expect(stores.uploads.getState().rows).toEqual([]);
  });

  it('when another owner signs in after the expiry under a typed project draft, then the editor is closed and nothing is sent for them', async () => {
    const { stores, platform } = await server.signedIn({ load: 'projects' });
    const projects = stores.projects;
    projects.getState().startNew();
    projects.getState().update((f) => ({ ...f, title: `Not theirs ${Date.now()}` }));
    await platform.api.logout();
    await projects.getState().autosave();
    expect(stores.session.getState()).toMatchObject({ status: 'signed-out', expired: true });

    expect(await stores.session.getState().signIn(OTHER.email, OTHER.password)).toBe(true);
    expect(projects.getState()).toMatchObject({
      editing: false,
      current: null,
      saveState: { phase: 'idle' },
    });
    expect(projects.getState().unsavedWork()).toBeUndefined();
    await projects.getState().load();
    expect(projects.getState().entries.some((e) => e.title.startsWith('Not theirs'))).toBe(false);
  });

  it('when the owner signs out deliberately, then the draft is cleared and the next sign-in starts afresh', async () => {
    const { stores } = await editingAnItem();
    stores.portfolio.getState().selectService('dronePortfolio');
    stores.navigation.getState().setSection('inquiries');
    await stores.session.getState().signOut();
    expect(stores.session.getState()).toMatchObject({ status: 'signed-out', expired: false });
    expect(stores.editor.getState()).toMatchObject({
      editing: null,
      viewMode: 'manage',
      form: { title: '' },
    });
    expect(stores.uploads.getState().rows).toEqual([]);
    expect(stores.portfolio.getState().activeService).toBe('photographyPortfolio');
    expect(stores.navigation.getState().section).toBe('portfolio');
  });
});

describe('an item deleted elsewhere while it is edited', () => {
  it('when the owner presses Update Item, then the changes stay in the form, offered as a new item, and Add Item puts them on the site', async () => {
    const { stores, platform } = await server.signedIn({ load: 'portfolio' });
    const item = stores.portfolio.getState().data!.videoPortfolio.at(-1)!;
    const editor = stores.editor;
    editor.getState().startEdit(item);
    const title = `Kept after a delete elsewhere ${Date.now()}`;
    editor.getState().setField('title', title);
    // Deleted in another window (the same owner's other tab).
    const other = await server.signedIn();
    await other.platform.api.deleteItem('videoPortfolio', item.id, item.version);

    await editor.getState().submit('videoPortfolio');
    expect(stores.toasts.getState().toast).toMatchObject({ title: NOTICES.deletedElsewhere.title });
    expect(editor.getState()).toMatchObject({ editing: null, viewMode: 'add', form: { title } });

    await editor.getState().submit('videoPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe(NOTICES.added.title);
    const stored = (await platform.api.portfolio()).videoPortfolio.filter((i) => i.title === title);
    expect(stored).toHaveLength(1);
  });
});
