import { IMAGE_CATALOG } from '#shared/content/media/image-catalog.ts';
import type { FieldLabels } from '#shared/schemas/field-problems.ts';
import type { ImageMedia } from '#shared/schemas/image-media.ts';
import { fieldRefusal } from '../../http/validate.ts';
import type { KindTools } from './content-kind.ts';

/** All these rules need of the server: an upload's media. */
type DescribeTool = Pick<KindTools, 'describeImage'>;

/**
 * The media of the pictures a stored entry shows (docs/pictures.md): one rule for every content
 * kind (page pictures, projects, posts), so a picture is checked and described the same way
 * wherever the owner puts it.
 */

/**
 * One picture of an entry: the object holding its address, and the key its media goes under. An
 * optional picture left out (an author with no photo) has no address: its media is only dropped.
 */
export interface PictureSpot {
  /** The address's field, e.g. `detail.gallery.2.src`; a 400 names it by its label. */
  field: string;
  holder: Record<string, unknown>;
  srcKey: string;
  mediaKey: string;
}

/**
 * The media to store for a picture address: an upload's (read from the stored files), none for a
 * picture the site ships. A 400 naming the field for anything else: an upload that is not stored
 * (a page would draw a missing file) or an `/images/` address the site does not ship (pages size
 * built-in pictures from the catalogue).
 */
export async function mediaOf(
  src: string,
  field: string,
  tools: DescribeTool,
  labels: FieldLabels = {},
  entry?: unknown,
): Promise<ImageMedia | undefined> {
  const refused = (message: string) => {
    const path = field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    return fieldRefusal(400, [{ path, message }], labels, entry);
  };
  if (src.startsWith('/images/')) {
    if (!Object.hasOwn(IMAGE_CATALOG, src)) throw refused('is not one of the pictures the site ships');
    return undefined;
  }
  const media = await tools.describeImage(src);
  if (!media) throw refused('must be uploaded first (it is not stored on the site)');
  return media;
}

/**
 * A copy of `fields` where every picture `spotsOf` lists carries the media the server read for it.
 * A client's copy is dropped first (the stored files are the truth), so a shipped picture ends with
 * no media key at all and an unchanged sample entry stays equal to its seed.
 */
export async function withPictureMedia<T extends object>(
  fields: T,
  spotsOf: (copy: T) => PictureSpot[],
  tools: DescribeTool,
  labels: FieldLabels = {},
): Promise<T> {
  const copy = structuredClone(fields);
  for (const { field, holder, srcKey, mediaKey } of spotsOf(copy)) {
    delete holder[mediaKey];
    // Left out, or not chosen yet in a draft ('').
    if (holder[srcKey] === undefined || holder[srcKey] === '') continue;
    const media = await mediaOf(String(holder[srcKey]), field, tools, labels, copy);
    if (media) holder[mediaKey] = media;
  }
  return copy;
}
