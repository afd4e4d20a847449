import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL, PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import type { EntryToOpen } from '../platform/platform.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * A change the site refused from the desktop's queue, opened in its editor (docs/desktop.md,
 * "Refused" changes): against the real server, through the memory platform, which hands the
 * change over as the desktop's Offline changes panel does.
 */
const OWNER = { email: 'reopen-owner@lumen.test', name: 'Rita Reopen', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/** One admin window following the host's entries to open, as AdminApp does once signed in. */
const window = (confirmAnswer = true) => server.signedIn({ confirmAnswer, followHost: true });

const projectBody = (slug: string) => ({
  slug,
  title: 'Harbourfront Loft',
  description: 'A converted warehouse loft above the harbour.',
  category: 'Condo',
  src: '/images/projects/4.jpg',
  detail: { location: 'Queens Quay West, Toronto', results: 'Sold in nine days.' },
});

/** A new project as the desktop's queue holds it: parsed by the kind's create schema, with its id. */
const refusedNew = (slug: string): Omit<EntryToOpen, 'ref'> => ({
  list: 'projects',
  change: 'create',
  body: { ...CONTENT_MODEL.projects.createSchema.parse(projectBody(slug)), id: `project-${Date.now()}-q` },
});

const settled = { timeout: 5_000, interval: 20 };

describe('a refused change opened in its editor', () => {
  it('when a new project refused for its taken address is opened, then its editor holds every field typed, unsaved, the host is told it opened, and saved with another address it is on the site', async () => {
    const { stores, platform, control, record } = await window();
    const slug = `reopened-loft-${Date.now()}`;
    await platform.api.content.create('projects', { ...projectBody(slug), title: 'Took the address' });

    const ref = control.open(refusedNew(slug));
    await expect.poll(() => stores.projects.getState().editing, settled).toBe(true);
    expect(record.reports).toEqual([{ ref, outcome: { status: 'opened' } }]);
    expect(stores.navigation.getState().section).toBe('projects');
    const open = stores.projects.getState();
    expect(open.current).toBeNull();
    expect(open.form).toMatchObject({ title: 'Harbourfront Loft', slug, results: 'Sold in nine days.' });
    expect(open.unsavedWork()).toMatch(/not saved/);

    open.update((f) => ({ ...f, slug: `${slug}-2` }));
    expect(await stores.projects.getState().save()).toBe(true);
    const stored = await platform.api.content.get('projects', stores.projects.getState().current!.id);
    expect(stored).toMatchObject({
      slug: `${slug}-2`,
      title: 'Harbourfront Loft',
      detail: { location: 'Queens Quay West, Toronto', results: 'Sold in nine days.' },
    });
  });

  it('when a refused edit is opened, then the editor is on the stored project with the edits on it as unsaved changes', async () => {
    const { stores, platform, control } = await window();
    const stored = await platform.api.content.create('projects', projectBody(`edited-loft-${Date.now()}`));
    const body = CONTENT_MODEL.projects.updateSchema.parse({
      ...projectBody(stored.slug),
      title: 'Harbourfront Loft, renamed',
      version: stored.version,
    });

    control.open({ list: 'projects', change: 'update', body: { ...body, id: stored.id } });
    await expect.poll(() => stores.projects.getState().current?.id, settled).toBe(stored.id);
    const open = stores.projects.getState();
    expect(open.form).toMatchObject({
      title: 'Harbourfront Loft, renamed',
      location: 'Queens Quay West, Toronto',
    });
    expect(open.setAside).toBeUndefined();
    expect(open.unsavedWork()).toMatch(/not saved/);
  });

  it('when the project was saved elsewhere after the refused edit, then the edits are set aside beside the stored version, not put over it', async () => {
    const { stores, platform, control } = await window();
    const first = await platform.api.content.create('projects', projectBody(`moved-loft-${Date.now()}`));
    const later = await platform.api.content.save('projects', first.id, {
      ...projectBody(first.slug),
      description: 'Changed in a browser since.',
      version: first.version,
    });
    const body = CONTENT_MODEL.projects.updateSchema.parse({
      ...projectBody(first.slug),
      title: 'Renamed on the desktop',
      version: first.version,
    });

    control.open({ list: 'projects', change: 'update', body: { ...body, id: first.id } });
    await expect.poll(() => stores.projects.getState().setAside, settled).toBeDefined();
    const open = stores.projects.getState();
    expect(open.current?.version).toBe(later.version);
    expect(open.form.summary).toBe('Changed in a browser since.');
    expect(open.setAside?.changes).toEqual(
      expect.arrayContaining([{ path: 'title', label: 'Title', text: 'Renamed on the desktop' }]),
    );
    open.putBack();
    expect(stores.projects.getState().form.title).toBe('Renamed on the desktop');
  });

  it('when the edited project is no longer on the site, then the edit opens as a new project and the notice says so', async () => {
    const { stores, platform, control } = await window();
    const gone = await platform.api.content.create('projects', projectBody(`gone-loft-${Date.now()}`));
    await platform.api.content.remove('projects', gone.id, gone.version);
    const body = CONTENT_MODEL.projects.updateSchema.parse({
      ...projectBody(gone.slug),
      title: 'Edited before it went',
      version: gone.version,
    });

    control.open({ list: 'projects', change: 'update', body: { ...body, id: gone.id } });
    await expect.poll(() => stores.projects.getState().editing, settled).toBe(true);
    const open = stores.projects.getState();
    expect(open.current).toBeNull();
    expect(open.form.title).toBe('Edited before it went');
    expect(stores.toasts.getState().toast?.title).toBe('This project is no longer on the site');
  });

  it('when an editor holds unsaved work and the owner stays, then nothing is opened, the work is kept, and the host is told where', async () => {
    const { stores, record, control } = await window(false);
    stores.posts.getState().startNew();
    stores.posts.getState().update((f) => ({ ...f, title: 'Half a post' }));

    const ref = control.open(refusedNew(`stayed-loft-${Date.now()}`));
    await expect
      .poll(() => record.reports, settled)
      .toEqual([{ ref, outcome: { status: 'not-opened', keptIn: 'Blog' } }]);
    expect(record.confirms).toHaveLength(1);
    expect(stores.projects.getState().editing).toBe(false);
    expect(stores.posts.getState().form.title).toBe('Half a post');
  });

  it('when a refused new post or listing is opened, then its own editor holds what was typed and saves it', async () => {
    const { stores, platform, control } = await window();
    const at = Date.now();
    const post = CONTENT_MODEL.posts.createSchema.parse({
      slug: `reopened-report-${at}`,
      title: 'Spring market report',
      excerpt: 'Prices held.',
      category: 'Market Reports',
      image: '/images/projects/4.jpg',
      imageAlt: 'A loft',
    });
    control.open({ list: 'posts', change: 'create', body: { ...post, id: `post-${at}-q` } });
    await expect.poll(() => stores.posts.getState().editing, settled).toBe(true);
    expect(stores.navigation.getState().section).toBe('posts');
    expect(stores.posts.getState().form).toMatchObject({
      title: 'Spring market report',
      excerpt: 'Prices held.',
    });
    expect(await stores.posts.getState().save()).toBe(true);
    const storedPost = await platform.api.content.get('posts', stores.posts.getState().current!.id);
    expect(storedPost).toMatchObject({ slug: `reopened-report-${at}`, category: 'Market Reports' });

    const listing = CONTENT_MODEL.listings.createSchema.parse({
      address: `${at} Reopened Ave`,
      city: 'Toronto',
      listingStatus: 'for-sale',
      status: 'draft',
    });
    control.open({ list: 'listings', change: 'create', body: { ...listing, id: `listing-${at}-q` } });
    await expect.poll(() => stores.listings.getState().editing, settled).toBe(true);
    expect(stores.listings.getState().form).toMatchObject({ address: `${at} Reopened Ave`, city: 'Toronto' });
    expect(await stores.listings.getState().save()).toBe(true);
    const storedListing = await platform.api.content.get('listings', stores.listings.getState().current!.id);
    expect(storedListing).toMatchObject({ address: `${at} Reopened Ave`, city: 'Toronto' });
  });

  it('when a refused edit of a testimonial is opened, then its slot is open with the edit on it', async () => {
    const { stores, platform, control } = await window();
    const slot = await platform.api.content.get('testimonials', 'service-drone');
    const body = CONTENT_MODEL.testimonials.updateSchema.parse({
      quote: 'The drone shots sold it.',
      author: slot.author || 'Sam Seller',
      role: slot.role,
      service: slot.service,
      version: slot.version,
    });
    control.open({ list: 'testimonials', change: 'update', body: { ...body, id: slot.id } });
    await expect.poll(() => stores.testimonials.getState().current?.id, settled).toBe(slot.id);
    expect(stores.testimonials.getState().form.quote).toBe('The drone shots sold it.');
    expect(stores.testimonials.getState().unsavedWork()).toMatch(/not saved/);
  });

  it('when a refused new portfolio item is opened, then its service shows the item form with every field typed, and Add Item puts it on the site', async () => {
    const { stores, platform, control } = await window();
    const title = `Reopened drone set ${Date.now()}`;
    const body = PORTFOLIO_MODEL.createSchema.parse({
      title,
      description: 'Typed offline',
      type: 'image',
      src: '/images/a.jpg',
      alt: 'A cottage from above',
    });
    control.open({
      list: 'dronePortfolio',
      change: 'create',
      body: { ...body, id: `drone-${Date.now()}-q` },
    });
    await expect.poll(() => stores.editor.getState().viewMode, settled).toBe('add');
    expect(stores.navigation.getState().section).toBe('portfolio');
    expect(stores.portfolio.getState().activeService).toBe('dronePortfolio');
    expect(stores.editor.getState().editing).toBeNull();
    expect(stores.editor.getState().form).toMatchObject({
      title,
      description: 'Typed offline',
      alt: 'A cottage from above',
    });
    expect(stores.editor.getState().unsavedWork()).toMatch(/not saved/);

    await stores.editor.getState().submit('dronePortfolio');
    const stored = (await platform.api.portfolio()).dronePortfolio?.find((item) => item.title === title);
    expect(stored).toMatchObject({ description: 'Typed offline', alt: 'A cottage from above' });
  });

  it('when a refused edit of a portfolio item is opened, then the item form is on the stored item with the edit, and Update Item saves it', async () => {
    const { stores, platform, control } = await window();
    const item = await platform.api.createItem('dronePortfolio', {
      title: `Edited drone set ${Date.now()}`,
      description: 'As stored',
      type: 'image',
      src: '/images/a.jpg',
      alt: 'A cottage',
    });
    const body = PORTFOLIO_MODEL.updateSchema.parse({ ...item, description: 'Edited offline' });
    control.open({ list: 'dronePortfolio', change: 'update', body: { ...body, id: item.id } });
    await expect.poll(() => stores.editor.getState().editing?.id, settled).toBe(item.id);
    expect(stores.editor.getState().form.description).toBe('Edited offline');
    expect(stores.editor.getState().unsavedWork()).toMatch(/not saved/);

    await stores.editor.getState().submit('dronePortfolio');
    const stored = (await platform.api.portfolio()).dronePortfolio?.find((i) => i.id === item.id);
    expect(stored?.description).toBe('Edited offline');
  });
});
