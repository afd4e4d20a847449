import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverForStores } from './stores-test-server.ts';
import { createMediaStore } from './media-store.ts';

/** The Media section's store against the real server: the question names the file; refusals are said. */
const OWNER = { email: 'media-owner@lumen.test', name: 'Mia Media', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });

async function signedIn() {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3d8a6b' } })
    .jpeg()
    .toBuffer();
  const memory = await server.signedIn({
    files: [new File([new Uint8Array(jpeg)], 'garden.jpg', { type: 'image/jpeg' })],
  });
  const { stores } = memory;
  const media = createMediaStore(memory.platform, stores.toasts, {
    onUnauthorized: () => stores.session.getState().expire(),
  });
  return { ...memory, stores, media };
}

describe('media store', () => {
  it('when the owner deletes an unused upload, then the question names its file and the list drops it', async () => {
    const { platform, record, control, stores, media } = await signedIn();
    const { url } = await platform.uploadImage(control.files[0]!);
    await media.getState().load();
    const item = media.getState().items.find((i) => i.url === url)!;
    // Named as the file was on the owner's computer, not by its stored name.
    expect(item).toMatchObject({ name: 'garden.jpg', width: 400, height: 300, uses: [] });

    control.confirmAnswer = false;
    await media.getState().remove(item);
    expect(media.getState().items.some((i) => i.id === item.id)).toBe(true);

    control.confirmAnswer = true;
    await media.getState().remove(item);
    expect(record.confirms.at(-1)).toMatch(
      /^Delete the picture garden\.jpg, 400 x 300, uploaded .+\? Nothing on the site uses it/,
    );
    expect(media.getState().items.some((i) => i.id === item.id)).toBe(false);
    expect(stores.toasts.getState().toast).toMatchObject({ title: 'Picture deleted' });
  });

  it('when the upload is in use by then, then the refusal names the use', async () => {
    const { platform, control, stores, media } = await signedIn();
    const { url } = await platform.uploadImage(control.files[0]!);
    await media.getState().load();
    const item = media.getState().items.find((i) => i.url === url)!;
    // Used by a page picture between the listing and the click.
    const slot = await platform.api.content.get('pictures', 'about-team');
    await platform.api.content.save('pictures', 'about-team', {
      src: url,
      alt: 'The crew',
      version: slot.version,
    });
    await media.getState().remove(item);
    expect(stores.toasts.getState().toast).toMatchObject({ title: 'Not deleted', variant: 'destructive' });
    expect(stores.toasts.getState().toast?.description).toContain('Page picture');
    expect(media.getState().items.find((i) => i.id === item.id)?.uses.length).toBe(1);
  });
});
