import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL, PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import { newProject } from '../../../../../tests/api/content-fixtures.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * A refused change opened in its editor and saved from there (docs/desktop.md, "Refused" changes):
 * the host is told, so it can drop its copy, only by a save of that draft that succeeds. Against
 * the real server, through the memory platform, which records what the admin reports.
 */
const OWNER = { email: 'kept-owner@lumen.test', name: 'Kai Kept', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });

/** One admin window following the host's entries to open, as AdminApp does once signed in. */
const window = (options: { autosaveDelayMs?: number } = {}) =>
  server.signedIn({ ...options, followHost: true });

/** A new project as the desktop's queue holds it: parsed by the kind's create schema, with its id. */
const refusedNew = (slug: string) => ({
  list: 'projects' as const,
  change: 'create' as const,
  body: { ...CONTENT_MODEL.projects.createSchema.parse(newProject(slug)), id: `project-${Date.now()}-q` },
});

const settled = { timeout: 5_000, interval: 20 };
const opened = (ref: string) => ({ ref, outcome: { status: 'opened' } });
const saved = (ref: string) => ({ ref, outcome: { status: 'saved' } });

describe('a refused change saved from the editor it opened in', () => {
  it('when the site refuses its save again, then the host is told nothing more; once a save succeeds, it is told it was saved, once', async () => {
    const { stores, platform, control, record } = await window();
    const slug = `kept-loft-${Date.now()}`;
    await platform.api.content.create('projects', { ...newProject(slug), title: 'Took the address' });

    const ref = control.open(refusedNew(slug));
    await expect.poll(() => stores.projects.getState().editing, settled).toBe(true);
    expect(await stores.projects.getState().save()).toBe(false);
    expect(stores.projects.getState().problems.map((p) => p.path)).toContain('slug');
    expect(record.reports).toEqual([opened(ref)]);

    stores.projects.getState().update((f) => ({ ...f, slug: `${slug}-2` }));
    expect(await stores.projects.getState().save()).toBe(true);
    expect(record.reports).toEqual([opened(ref), saved(ref)]);
    stores.projects.getState().update((f) => ({ ...f, title: 'Harbourfront Loft, again' }));
    expect(await stores.projects.getState().save()).toBe(true);
    expect(record.reports).toEqual([opened(ref), saved(ref)]);
  });

  it('when the draft saves itself after the fix, then the host is told it was saved', async () => {
    const { stores, platform, control, record } = await window({ autosaveDelayMs: 20 });
    const slug = `kept-autosaved-${Date.now()}`;
    await platform.api.content.create('projects', { ...newProject(slug), title: 'Took the address' });

    const ref = control.open(refusedNew(slug));
    await expect.poll(() => stores.projects.getState().editing, settled).toBe(true);
    stores.projects.getState().update((f) => ({ ...f, slug: `${slug}-2` }));
    await expect.poll(() => record.reports, settled).toEqual([opened(ref), saved(ref)]);
    expect(stores.projects.getState().current?.slug).toBe(`${slug}-2`);
  });

  it('when the editor moves to another entry, or drops the draft, then a save there is not reported', async () => {
    const { stores, platform, control, record } = await window();
    const other = await platform.api.content.create('projects', newProject(`kept-other-${Date.now()}`));

    const ref = control.open(refusedNew(`kept-left-${Date.now()}`));
    await expect.poll(() => stores.projects.getState().editing, settled).toBe(true);
    stores.projects.getState().edit(other);
    stores.projects.getState().update((f) => ({ ...f, title: 'Another project, renamed' }));
    expect(await stores.projects.getState().save()).toBe(true);

    const renamed = stores.projects.getState().current!;

    const again = control.open(refusedNew(`kept-dropped-${Date.now()}`));
    await expect.poll(() => record.reports.length, settled).toBe(2);
    stores.projects.getState().close();
    stores.projects.getState().edit(renamed);
    stores.projects.getState().update((f) => ({ ...f, title: 'Another project, renamed again' }));
    expect(await stores.projects.getState().save()).toBe(true);
    expect(record.reports).toEqual([opened(ref), opened(again)]);
  });

  it('when a refused portfolio item is opened and Add Item puts it on the site, then the host is told it was saved; an item edited after is not', async () => {
    const { stores, platform, control, record } = await window();
    const title = `Kept drone set ${Date.now()}`;
    const body = PORTFOLIO_MODEL.createSchema.parse({
      title,
      description: 'Typed offline',
      type: 'image',
      src: '/images/a.jpg',
      alt: 'A cottage from above',
    });
    const ref = control.open({
      list: 'dronePortfolio',
      change: 'create',
      body: { ...body, id: `drone-${Date.now()}-q` },
    });
    await expect.poll(() => stores.editor.getState().viewMode, settled).toBe('add');
    expect(record.reports).toEqual([opened(ref)]);

    await stores.editor.getState().submit('dronePortfolio');
    expect(record.reports).toEqual([opened(ref), saved(ref)]);
    const stored = (await platform.api.portfolio()).dronePortfolio?.find((item) => item.title === title);
    stores.editor.getState().startEdit(stored!);
    stores.editor.getState().setField('description', 'Edited after');
    await stores.editor.getState().submit('dronePortfolio');
    expect(record.reports).toHaveLength(2);
  });
});
