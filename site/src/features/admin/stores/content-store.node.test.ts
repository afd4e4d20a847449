import { describe, expect, it } from 'vitest';
import { serverForStores } from './stores-test-server.ts';

/**
 * The content editors' stores against the real server over HTTP (real datastore), through the
 * memory platform: the rules the Chromium flows do not reach (conflicts, refused saves).
 */
const OWNER = {
  email: 'content-owner@lumen.test',
  name: 'Cora Content',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/** One admin window, signed in, with the projects list loaded. */
async function window() {
  return (await server.signedIn({ load: 'projects' })).stores;
}

describe('content store', () => {
  it('when a project changed in another window, then saving shows a conflict, keeps the edit, and reload brings the current version', async () => {
    const a = await window();
    const b = await window();
    const entry = a.projects.getState().entries.find((p) => p.slug === 'chelster-hall');
    expect(entry).toBeDefined();
    a.projects.getState().edit(entry!);
    b.projects.getState().edit(b.projects.getState().entries.find((p) => p.id === entry!.id)!);

    a.projects.getState().update((f) => ({ ...f, location: 'Changed in window A' }));
    expect(await a.projects.getState().save()).toBe(true);
    b.projects.getState().update((f) => ({ ...f, location: 'Changed in window B' }));
    expect(await b.projects.getState().save()).toBe(false);

    const refused = b.projects.getState();
    expect(refused.conflict).toBe(true);
    expect(refused.error).toMatch(/changed elsewhere/);
    expect(refused.form.location).toBe('Changed in window B');
    await refused.reloadCurrent();
    const reloaded = b.projects.getState();
    expect(reloaded.conflict).toBe(false);
    expect(reloaded.form.location).toBe('Changed in window A');
    expect(reloaded.current?.version).toBe(a.projects.getState().current?.version);
    // Based on the current version now, the same edit is accepted; it stays published.
    reloaded.update((f) => ({ ...f, location: 'Changed in window B' }));
    expect(await b.projects.getState().save()).toBe(true);
    expect(b.projects.getState().current?.status).toBe('published');
  });

  it('when the owner reloads the version saved elsewhere, then what they typed is set aside by field, not lost, and can be put back', async () => {
    const a = await window();
    const b = await window();
    const entry = a.projects.getState().entries.find((p) => p.slug === 'chelster-hall')!;
    a.projects.getState().edit(entry);
    b.projects.getState().edit(b.projects.getState().entries.find((p) => p.id === entry.id)!);
    a.projects.getState().update((f) => ({ ...f, summary: 'Saved in window A' }));
    expect(await a.projects.getState().save()).toBe(true);
    b.projects.getState().update((f) => ({ ...f, location: 'Typed in window B' }));
    expect(await b.projects.getState().save()).toBe(false);
    // In words: no version numbers.
    expect(b.projects.getState().error).toMatch(
      /changed elsewhere \(in another window or on another device\)/,
    );
    expect(b.projects.getState().error).not.toMatch(/version \d/);
    expect(b.toasts.getState().toast?.description).not.toMatch(/version \d/);
    expect(b.toasts.getState().toast?.open).toBe(true);

    await b.projects.getState().reloadCurrent();
    // The conflict is answered: its notice goes at once, not 5 s later over the reloaded form.
    expect(b.toasts.getState().toast?.open).toBe(false);
    const reloaded = b.projects.getState();
    expect(reloaded.form).toMatchObject({ summary: 'Saved in window A', location: entry.detail.location });
    expect(reloaded.setAside?.changes).toEqual([
      { path: 'detail.location', label: 'Location', text: 'Typed in window B' },
    ]);
    // Set aside is still unsaved work: leaving asks, staying keeps it.
    expect(reloaded.unsavedWork()).toMatch(/not saved/);

    b.projects.getState().putBack();
    expect(b.projects.getState().form).toMatchObject({
      summary: 'Saved in window A',
      location: 'Typed in window B',
    });
    expect(b.projects.getState().setAside).toBeUndefined();
    expect(await b.projects.getState().save()).toBe(true);
    expect(b.projects.getState().current?.detail).toMatchObject({ location: 'Typed in window B' });
    expect(b.projects.getState().current?.description).toBe('Saved in window A');
  });

  it('when the owner forgets the set-aside edits, then it is asked first and cancelling keeps them', async () => {
    const { stores: a } = await server.signedIn({ load: 'projects' });
    const { stores: b, control, record } = await server.signedIn({ load: 'projects', confirmAnswer: false });
    const entry = a.projects.getState().entries.find((p) => p.slug === 'chelster-hall')!;
    a.projects.getState().edit(entry);
    b.projects.getState().edit(b.projects.getState().entries.find((p) => p.id === entry.id)!);
    a.projects.getState().update((f) => ({ ...f, summary: `Moved on ${Date.now()}` }));
    expect(await a.projects.getState().save()).toBe(true);
    b.projects.getState().update((f) => ({ ...f, story: 'A story worth keeping' }));
    expect(await b.projects.getState().save()).toBe(false);
    await b.projects.getState().reloadCurrent();

    await b.projects.getState().forgetSetAside();
    expect(record.confirms.at(-1)).toMatch(/Forget the changes you typed/);
    expect(b.projects.getState().setAside?.changes[0]).toMatchObject({
      label: 'Story',
      text: 'A story worth keeping',
    });
    control.confirmAnswer = true;
    await b.projects.getState().forgetSetAside();
    expect(b.projects.getState().setAside).toBeUndefined();
    expect(b.projects.getState().unsavedWork()).toBeUndefined();
  });

  it('when a new project takes a slug already used, then the server names the field and nothing is stored', async () => {
    const stores = await window();
    const before = stores.projects.getState().entries.length;
    stores.projects.getState().startNew();
    stores.projects.getState().update((f) => ({
      ...f,
      title: 'A second Chelster Hall',
      slug: 'chelster-hall',
      src: '/images/projects/4.jpg',
    }));
    expect(await stores.projects.getState().save()).toBe(false);
    const state = stores.projects.getState();
    expect(state.conflict).toBe(false);
    expect(state.error).toBe('Address (slug) "chelster-hall" is already used by another project.');
    expect(state.current).toBeNull();
    await stores.projects.getState().load();
    expect(stores.projects.getState().entries).toHaveLength(before);
  });

  it('when a post with only a title is saved, then it is a draft; Publish is refused with each missing field on its own', async () => {
    const stores = await window();
    await stores.posts.getState().load();
    stores.posts.getState().startNew();
    stores.posts.getState().update((f) => ({ ...f, title: 'Half an idea', blocks: [] }));
    expect(await stores.posts.getState().save()).toBe(true);
    expect(stores.posts.getState().current).toMatchObject({ status: 'draft', slug: 'half-an-idea' });
    expect(await stores.posts.getState().save('published')).toBe(false);
    const state = stores.posts.getState();
    expect(state.conflict).toBe(false);
    expect(state.current?.status).toBe('draft');
    expect(state.problems.map((p) => [p.path, p.sentence])).toEqual([
      ['category', 'Category is required'],
      ['image', 'Cover image is required'],
      ['imageAlt', 'Cover alt text is required (describe the picture)'],
      ['content', 'Body needs at least one block'],
    ]);
    // The next save starts clean: the problems of a refused one do not linger.
    stores.posts.getState().update((f) => ({ ...f, excerpt: 'More soon.' }));
    expect(await stores.posts.getState().save()).toBe(true);
    expect(stores.posts.getState().problems).toEqual([]);
  });

  it('when Publish is refused on a draft with changes not saved yet, then they are saved as the draft and the notice says so, and why', async () => {
    const stores = await window();
    const { posts } = stores;
    await posts.getState().load();
    posts.getState().startNew();
    posts.getState().update((f) => ({ ...f, title: 'Second half of an idea', blocks: [] }));
    expect(await posts.getState().save()).toBe(true);
    // Typed, then Publish pressed before the autosave's delay.
    posts.getState().update((f) => ({ ...f, excerpt: 'Typed just before Publish.' }));
    expect(await posts.getState().save('published')).toBe(false);

    const state = posts.getState();
    expect(state.current).toMatchObject({ status: 'draft', excerpt: 'Typed just before Publish.' });
    expect(state.saved.form).toEqual(state.form);
    expect(state.problems.map((p) => p.path)).toEqual(['category', 'image', 'imageAlt', 'content']);
    expect(state.error).toMatch(/^Please check 4 fields: Category is required/);
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'The post was not published',
      description: `Your changes are saved as a draft. ${state.error}`,
    });
  });

  it('when a post is saved, published and an older version restored, then the store shows each state and the versions list', async () => {
    const stores = await window();
    const posts = stores.posts.getState();
    posts.startNew();
    posts.update((f) => ({
      ...f,
      title: 'Store test post',
      category: 'Drone',
      image: '/images/blog/post-1.jpg',
      imageAlt: 'A drone',
      blocks: [{ key: 'k1', type: 'paragraph', text: 'First words' }],
    }));
    expect(await stores.posts.getState().save()).toBe(true);
    const draft = stores.posts.getState().current!;
    expect(draft.status).toBe('draft');
    expect(draft.slug).toBe('store-test-post');
    expect(draft.readTime).toMatch(/min read/);
    stores.posts
      .getState()
      .update((f) => ({ ...f, blocks: [{ key: 'k1', type: 'paragraph', text: 'Second words' }] }));
    expect(await stores.posts.getState().save('published')).toBe(true);
    const live = stores.posts.getState().current!;
    expect(live.status).toBe('published');

    await stores.versions.getState().load('posts', live.id);
    expect(stores.versions.getState().versions.map((v) => v.version)).toEqual([2, 1]);
    const restored = await stores.versions.getState().restore('posts', live.id, 1, live.version);
    expect(restored?.content).toEqual([{ type: 'paragraph', text: 'First words' }]);
    expect(restored?.status).toBe('published');
  });

  it('when the owner opens another picture while a save is on its way, then the answer updates the list and the editor stays on the picture now open', async () => {
    const stores = await window();
    const { pictures } = stores;
    await pictures.getState().load();
    const stored = (id: string) => pictures.getState().entries.find((e) => e.id === id)!;
    const mobile = stored('home-hero-mobile');
    const team = stored('about-team');
    pictures.getState().edit(mobile);
    pictures.getState().update((f) => ({ ...f, alt: 'Our studio at dusk' }));
    const saving = pictures.getState().save();
    // Before the answer: back to the list, and the team photo opened (what the Chromium flow does).
    pictures.getState().close();
    pictures.getState().edit(team);
    expect(await saving).toBe(true);

    expect(pictures.getState().current?.id).toBe('about-team');
    expect(pictures.getState().form).toEqual({ src: team.src, alt: team.alt, focus: team.focus });
    expect(stored('home-hero-mobile')).toMatchObject({
      alt: 'Our studio at dusk',
      version: mobile.version + 1,
    });
    expect(stores.toasts.getState().toast).toMatchObject({
      title: 'Saved',
      description: 'The picture "Hero (mobile)" is saved.',
    });
    // What the owner does next goes to the picture open, not to the one saved before.
    pictures.getState().update((f) => ({ ...f, alt: 'The team on a rooftop shoot' }));
    expect(await pictures.getState().save()).toBe(true);
    expect(stored('about-team').alt).toBe('The team on a rooftop shoot');
    expect(stored('home-hero-mobile').alt).toBe('Our studio at dusk');
  });

  it('when a save is refused after the owner opened another picture, then the refusal is a notice, not an error on the picture now open', async () => {
    const stores = await window();
    const { pictures } = stores;
    await pictures.getState().load();
    const [first, second] = pictures.getState().entries;
    pictures.getState().edit(first!);
    pictures.getState().update((f) => ({ ...f, alt: '' }));
    const saving = pictures.getState().save();
    pictures.getState().close();
    pictures.getState().edit(second!);
    expect(await saving).toBe(false);

    expect(pictures.getState()).toMatchObject({ error: undefined, conflict: false });
    expect(pictures.getState().current?.id).toBe(second!.id);
    expect(stores.toasts.getState().toast?.title).toBe('The picture was not saved');
  });
});
