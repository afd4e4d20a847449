import { describe, expect, it } from 'vitest';
import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { serverForStores } from './stores-test-server.ts';

/**
 * A slot's entry (a testimonial, a page picture) deleted elsewhere and made again from the editor:
 * it goes back under its slot's id, the only one it can have, and never over a slot made again
 * elsewhere meanwhile. Against the real server, through the memory platform.
 */
const OWNER = { email: 'slot-owner@lumen.test', name: 'Sol Slot', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });
const settled = { timeout: 5_000, interval: 20 };

describe('a testimonial deleted elsewhere while the owner edits it', () => {
  it('when Save is pressed twice, then the first says it was deleted and the second puts it back in its slot with the typing', async () => {
    const { stores, platform } = await server.signedIn();
    const slot = await platform.api.content.get('testimonials', 'service-drone');
    const editor = stores.testimonials;
    editor.getState().edit(slot);
    editor.getState().update((form) => ({ ...form, quote: 'Typed while it was deleted.' }));
    await platform.api.content.remove('testimonials', slot.id, slot.version);

    expect(await editor.getState().save()).toBe(false);
    expect(stores.toasts.getState().toast?.title).toBe('This testimonial was deleted elsewhere');
    expect(editor.getState().current).toBeNull();

    expect(await editor.getState().save()).toBe(true);
    expect(editor.getState().current?.id).toBe(slot.id);
    expect(await platform.api.content.get('testimonials', slot.id)).toMatchObject({
      quote: 'Typed while it was deleted.',
      author: slot.author,
      page: slot.page,
    });
  });
});

describe('a page picture deleted elsewhere while the owner edits it', () => {
  it('when Save is pressed twice, then the second puts it back in its slot with the typing', async () => {
    const { stores, platform } = await server.signedIn();
    const slot = await platform.api.content.get('pictures', 'about-team');
    const editor = stores.pictures;
    editor.getState().edit(slot);
    editor.getState().update((form) => ({ ...form, alt: 'The crew on the roof' }));
    await platform.api.content.remove('pictures', slot.id, slot.version);

    expect(await editor.getState().save()).toBe(false);
    expect(stores.toasts.getState().toast?.title).toBe('This picture was deleted elsewhere');
    expect(await editor.getState().save()).toBe(true);
    expect(await platform.api.content.get('pictures', slot.id)).toMatchObject({
      alt: 'The crew on the roof',
      src: slot.src,
    });
  });
});

describe('a testimonial slot made again elsewhere while its refused edit was open', () => {
  it('when Save is pressed, then it is refused as changed elsewhere, the one made elsewhere stays, and Reload shows it with the typing set aside to put back', async () => {
    const { stores, platform, control, record } = await server.signedIn({ followHost: true });
    const slot = await platform.api.content.get('testimonials', 'service-video');
    await platform.api.content.remove('testimonials', slot.id, slot.version);
    const mine = { quote: 'The walkthrough sold it.', author: 'Mo Mine', role: 'Agent', service: 'Video' };
    const body = CONTENT_MODEL.testimonials.updateSchema.parse({ ...mine, version: slot.version });
    const ref = control.open({ list: 'testimonials', change: 'update', body: { ...body, id: slot.id } });
    const editor = stores.testimonials;
    await expect.poll(() => editor.getState().editing, settled).toBe(true);

    // Meanwhile another device puts the slot back with its own words.
    const theirs = {
      quote: 'Their words, saved first.',
      author: 'Theo Theirs',
      role: 'Buyer',
      service: 'Video',
    };
    await platform.api.content.create('testimonials', { ...theirs, id: slot.id });

    expect(await editor.getState().save()).toBe(false);
    // Told as any edit made elsewhere first: what they typed stays in the form.
    expect(stores.toasts.getState().toast?.title).toBe('This testimonial changed elsewhere');
    expect(editor.getState().form).toStrictEqual(mine);
    expect(record.reports).toStrictEqual([{ ref, outcome: { status: 'opened' } }]);
    expect(await platform.api.content.get('testimonials', slot.id)).toMatchObject(theirs);

    // Reload: the slot as made elsewhere, the owner's words beside it; put back and saved, knowingly.
    await editor.getState().reloadCurrent();
    expect(editor.getState().current?.id).toBe(slot.id);
    expect(editor.getState().form).toMatchObject(theirs);
    expect(editor.getState().setAside).toBeDefined();
    editor.getState().putBack();
    expect(editor.getState().form).toMatchObject(mine);
    expect(await editor.getState().save()).toBe(true);
    expect(await platform.api.content.get('testimonials', slot.id)).toMatchObject(mine);
    expect(record.reports.at(-1)).toStrictEqual({ ref, outcome: { status: 'saved' } });
  });
});
