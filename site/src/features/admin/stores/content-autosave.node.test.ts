import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * Never lose work (docs/admin-shell.md): drafts save themselves after a pause in typing, a refusal
 * keeps the edit, a published entry waits for Save, and leaving unsaved work is asked first.
 * Against the real server over HTTP, through the memory platform.
 */
const OWNER = {
  email: 'autosave-owner@lumen.test',
  name: 'Ada Autosave',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/**
 * The pause in typing these windows wait before a draft saves itself: the admin's own
 * (AUTOSAVE_DELAY_MS, 1.5 s) made shorter, the same timer otherwise, so the file does not spend
 * most of its time waiting. The browser tests keep the admin's own pause.
 */
const DELAY = 300;

const signedIn = (confirmAnswer = true) =>
  server.signedIn({ confirmAnswer, load: 'projects', autosaveDelayMs: DELAY });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SETTLED = { timeout: DELAY + 5_000, interval: 50 };

describe('autosave of drafts', () => {
  it('when the owner types a new project and pauses, then it is stored as a draft, quietly, and later typing updates it', async () => {
    const { stores, platform } = await signedIn();
    const projects = stores.projects;
    projects.getState().startNew();
    const title = `Autosaved loft ${Date.now()}`;
    projects.getState().update((f) => ({ ...f, title, src: '/images/projects/4.jpg' }));
    // Nothing is sent while the owner may still be typing.
    await pause(DELAY / 3);
    expect(projects.getState().current).toBeNull();

    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const created = projects.getState().current!;
    expect(created).toMatchObject({ title, status: 'draft' });
    expect(projects.getState().unsavedWork()).toBeUndefined();
    // Quiet: no notice for a save the owner did not ask for.
    expect(stores.toasts.getState().toast).toBeNull();

    projects.getState().update((f) => ({ ...f, location: 'Liberty Village' }));
    expect(projects.getState().unsavedWork()).toMatch(/not saved/);
    await expect.poll(() => projects.getState().current?.version, SETTLED).toBe(created.version + 1);
    const stored = await platform.api.content.get('projects', created.id);
    expect(stored).toMatchObject({ title, status: 'draft', detail: { location: 'Liberty Village' } });
  });

  it('when the server refuses a draft, then the reason is shown quietly and the edit stays in the form', async () => {
    const { stores } = await signedIn();
    const projects = stores.projects;
    projects.getState().startNew();
    const title = 'T'.repeat(201);
    projects.getState().update((f) => ({ ...f, title, src: '/images/projects/4.jpg' }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('refused');
    const state = projects.getState();
    expect(state.saveState).toMatchObject({ message: expect.stringMatching(/title/i) });
    expect(state.form.title).toBe(title);
    expect(state.current).toBeNull();
    expect(state.editing).toBe(true);
    expect(stores.toasts.getState().toast).toBeNull();
    expect(state.unsavedWork()).toMatch(/this new project/);
  });

  it("when the answer to a new draft's first save is lost and it saves again, then one entry holds the latest typing, not refused for its own address", async () => {
    // The connection drops after the server stored the create, before its answer arrived.
    let dropNextCreate = true;
    const lossy: FetchLike = async (input, init = {}) => {
      const response = await fetch(input, init);
      if (dropNextCreate && init.method === 'POST' && input.endsWith('/api/admin/content/projects')) {
        dropNextCreate = false;
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const { stores, platform } = await server.signedIn({
      fetch: lossy,
      load: 'projects',
      autosaveDelayMs: DELAY,
    });
    const projects = stores.projects;
    projects.getState().startNew();
    const title = `Answer lost loft ${Date.now()}`;
    projects.getState().update((f) => ({ ...f, title, src: '/images/projects/4.jpg' }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('waiting');

    projects.getState().update((f) => ({ ...f, location: 'Typed after the drop' }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const stored = (await platform.api.content.list('projects')).filter((p) => p.title === title);
    expect(stored).toEqual([expect.objectContaining({ id: projects.getState().current?.id })]);
    expect(stored[0]?.detail.location).toBe('Typed after the drop');
    expect(projects.getState().unsavedWork()).toBeUndefined();
  });

  it('when the session ends under a typed draft and the owner signs in again, then the kept edit is saved and the line never says "Saving…" meanwhile', async () => {
    const { stores, platform } = await signedIn();
    const projects = stores.projects;
    projects.getState().startNew();
    projects.getState().update((f) => ({ ...f, title: `Kept through sign-out ${Date.now()}` }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const created = projects.getState().current!;

    // Sign out in another tab (the same browser session), then type here.
    await platform.api.logout();
    projects.getState().update((f) => ({ ...f, story: 'Typed after the session ended.' }));
    await expect.poll(() => stores.session.getState().status, SETTLED).toBe('signed-out');
    expect(stores.session.getState().expired).toBe(true);
    // Not "Saving…": nothing is on its way, and the edit is said to be not saved.
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('signed-out');
    expect(projects.getState().unsavedWork()).toMatch(/not saved/);
    expect(projects.getState().form.story).toBe('Typed after the session ended.');

    // Signing in again sends the kept edit, without another keystroke.
    expect(await stores.session.getState().signIn(OWNER.email, OWNER.password)).toBe(true);
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const stored = await platform.api.content.get('projects', created.id);
    expect(stored.version).toBe(created.version + 1);
    expect(stored.detail.description).toBe('Typed after the session ended.');
    expect(projects.getState().unsavedWork()).toBeUndefined();
  });

  it('when a published project is edited, then nothing is saved by typing, and leaving asks first', async () => {
    const { stores, record, control } = await signedIn(false);
    const projects = stores.projects;
    const published = projects.getState().entries.find((p) => p.status === 'published')!;
    projects.getState().edit(published);
    projects.getState().update((f) => ({ ...f, location: 'Typed, not yet saved' }));
    await pause(DELAY * 3);
    expect(projects.getState().current?.version).toBe(published.version);
    expect(projects.getState().saveState.phase).toBe('idle');

    // The owner stays: the editor and the edit are kept.
    expect(await stores.leaving.closeEditor(projects.getState())).toBe(false);
    expect(record.confirms.at(-1)).toBe(
      `You have changes to the project "${published.title}" that are not saved. Leave without saving them?`,
    );
    expect(projects.getState()).toMatchObject({ editing: true, form: { location: 'Typed, not yet saved' } });

    // Another section asks the same; staying keeps the section and the edit.
    expect(await stores.leaving.goTo('inquiries')).toBe(false);
    expect(stores.navigation.getState().section).toBe('portfolio');
    expect(projects.getState().form.location).toBe('Typed, not yet saved');

    // Leaving drops the edit; nothing was stored.
    control.confirmAnswer = true;
    expect(await stores.leaving.goTo('inquiries')).toBe(true);
    expect(stores.navigation.getState().section).toBe('inquiries');
    expect(projects.getState().editing).toBe(false);
    const stored = await stores.projects
      .getState()
      .load()
      .then(() => projects.getState().entries);
    expect(stored.find((p) => p.id === published.id)?.version).toBe(published.version);
  });

  it('when nothing is unsaved, then leaving and switching sections ask nothing', async () => {
    const { stores, record } = await signedIn(false);
    const projects = stores.projects;
    projects.getState().edit(projects.getState().entries[0]!);
    expect(await stores.leaving.closeEditor(projects.getState())).toBe(true);
    expect(await stores.leaving.goTo('readiness')).toBe(true);
    expect(record.confirms).toEqual([]);
  });
});

describe('a draft deleted elsewhere while it is typed', () => {
  it('when it saves itself again, then the typing is kept and saved as a new draft, not refused with its id', async () => {
    const { stores, platform } = await signedIn();
    const projects = stores.projects;
    projects.getState().startNew();
    const title = `Deleted in another window ${Date.now()}`;
    projects.getState().update((f) => ({ ...f, title, src: '/images/projects/4.jpg' }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const first = projects.getState().current!;
    const other = await server.signedIn();
    await other.platform.api.content.remove('projects', first.id, first.version);

    projects.getState().update((f) => ({ ...f, location: 'Typed after the delete' }));
    await expect
      .poll(() => stores.toasts.getState().toast?.title, SETTLED)
      .toBe('This project was deleted elsewhere');
    expect(projects.getState()).toMatchObject({
      current: null,
      form: { title, location: 'Typed after the delete' },
    });
    expect(projects.getState().unsavedWork()).toMatch(/not saved/);

    projects.getState().update((f) => ({ ...f, story: 'And typed on.' }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
    const again = projects.getState().current!;
    expect(again.id).not.toBe(first.id);
    const stored = await platform.api.content.get('projects', again.id);
    expect(stored).toMatchObject({ title, status: 'draft', detail: { location: 'Typed after the delete' } });
  });
});
