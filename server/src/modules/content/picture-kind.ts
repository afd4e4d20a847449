import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { PHONE_SLOTS, phonePictureSource } from '#shared/content/pictures/phone-slots.ts';
import { PICTURE_SLOTS, pictureSlot } from '#shared/content/pictures/picture-slots.ts';
import { PICTURE_LABELS, type PictureInput } from '#shared/schemas/page-picture.ts';
import { badRequest } from '../../http/http-error.ts';
import type { ContentKindDef } from './content-kind.ts';
import type { StoredEntry } from './content-repo.ts';
import { withPictureMedia } from './picture-media.ts';

const slotOrder = new Map(PICTURE_SLOTS.map((slot, index) => [slot.id, index]));

/**
 * Page pictures (docs/pictures.md): one entry per slot of the public site, its id the slot's id.
 * Only the picture is the owner's (src, alt, focal point); the slot's page and label come from the
 * slot list, the entry is always live, and its `media` (and the social crop `social`) is made from
 * the stored upload.
 */
export const pictureKind: ContentKindDef = {
  ...CONTENT_MODEL.pictures,
  // Pictures have no page of their own: the admin's list shows where each one is.
  path: () => '/',
  compare: (a, b) => (slotOrder.get(a.id) ?? 1e6) - (slotOrder.get(b.id) ?? 1e6),
  normalise(id, input) {
    const slot = pictureSlot(id);
    if (!slot) throw badRequest(`"${id.slice(0, 80)}" is not a picture slot of the site.`);
    const { src, alt, focus } = input as PictureInput & { focus: { x: number; y: number } };
    return { slug: id, title: slot.label, page: slot.page, status: 'published', src, alt, focus };
  },
  async prepare(fields, tools) {
    const spots = (copy: typeof fields) => [{ field: 'src', holder: copy, srcKey: 'src', mediaKey: 'media' }];
    const prepared = await withPictureMedia(fields, spots, tools, PICTURE_LABELS);
    // A shipped picture keeps the page's own social image; an upload gets its crop.
    if (!prepared.media) return prepared;
    // The page's social image, cropped around this focal point; a new point makes a new file.
    const social = await tools.socialImage(String(fields.src), fields.focus as { x: number; y: number });
    return { ...prepared, ...(social ? { social } : {}) };
  },
};

/** The slots as create bodies: the sample pictures, centred (shared/content/pictures/picture-slots.ts). */
export function pictureSeed(): Record<string, unknown>[] {
  return PICTURE_SLOTS.map(({ id, src, alt }) => ({ id, src, alt }));
}

/**
 * The slots whose picture is still the one the site shipped with (the site-readiness screen lists
 * them: a live site replaces every illustration). Reads the stored entries; a slot with no entry
 * shows its shipped picture too. A phone slot that follows a replaced desktop picture (the home
 * hero on phones) shows the owner's picture, so it is not a sample either.
 */
export function samplePictures(stored: readonly StoredEntry[]) {
  const byId = new Map(
    stored.flatMap((entry) => (typeof entry.src === 'string' ? [[entry.id, entry.src] as const] : [])),
  );
  const srcOf = (slot: { id: string; src: string }) => byId.get(slot.id) ?? slot.src;
  const shows = (slot: (typeof PICTURE_SLOTS)[number]) => {
    const phone = PHONE_SLOTS.find((p) => p.phone === slot.id);
    if (!phone) return srcOf(slot);
    const desktop = byId.get(phone.desktop) ?? phone.shipped.desktop;
    return phonePictureSource(desktop, srcOf(slot), phone.shipped) === 'shipped' ? slot.src : desktop;
  };
  return PICTURE_SLOTS.filter((slot) => shows(slot) === slot.src).map(({ id, page, label, src }) => ({
    id,
    page,
    label,
    src,
  }));
}
