import type { ImageMedia } from '#shared/schemas/image-media.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { KindModel } from '#shared/schemas/content-model.ts';
import type { CollectionKey } from '#shared/schemas/portfolio.ts';
import type { ContentRepo, StoredEntry } from './content-repo.ts';

/**
 * Every kind the content service stores: the content kinds of the admin's content API and the
 * eight portfolio collections (each one kind, served by the spec's portfolio calls).
 */
export type KindName = ContentKind | CollectionKey;

/** What a kind's `prepare` may ask the server. */
export interface KindTools {
  /** An uploaded picture's media (size, placeholder, large variant); undefined when it is not stored. */
  describeImage(src: string): Promise<ImageMedia | undefined>;
  /**
   * An upload's social image cropped around a focal point (made once, kept with the upload:
   * docs/pictures.md); undefined when `src` is not a stored upload.
   */
  socialImage(src: string, focus: { x: number; y: number }): Promise<string | undefined>;
  /**
   * Starts making, in the background, the files an agent downloads (the MLS size) of the uploads
   * that lack them (stored before uploads kept one), so a delivery download decodes no image.
   */
  makeDeliveryFiles(srcs: readonly string[]): void;
}

/**
 * What the service needs to know about one kind of content: the shared model (name, noun, schemas,
 * labels) and its storage rules; the rules common to all kinds live in the service.
 */
export interface ContentKindDef extends KindModel<KindName> {
  /** Where an entry is, said after its id in messages ('in this collection'); nothing by default. */
  within?: string;
  /** What a generated id starts with (`photography-<time>`); the noun by default. */
  idPrefix?: string;
  /** The storage collection its entries are kept in; `content` by default. */
  collection?: string;
  /** The change-feed tag its changes are published under; `content:<kind>` by default. */
  tag?: string;
  /**
   * The owner sets the order (a portfolio list): a new entry goes last (`order`), a save keeps its
   * place, and `ContentService.reorder` changes it (its `compare` is then `ownerOrder`).
   */
  ordered?: true;
  /**
   * Parsed input to the kind's stored fields (id, version and dates are added by the service).
   * Throws a 400 naming the field for rules a schema cannot express.
   */
  normalise(
    id: string,
    input: Record<string, unknown>,
  ): Omit<StoredEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
  /**
   * The address (slug) a save gives an entry. Without it: the one sent, or the stored one when none
   * is (saved without an address, the entry keeps the one it has). Listings make it again from the
   * street address (listing-kind.ts); `repo` gives the entry's kept versions.
   */
  slugOnUpdate?(
    stored: StoredEntry,
    input: Record<string, unknown>,
    repo: Pick<ContentRepo, 'listVersions'>,
  ): Promise<string>;
  /**
   * Rules that need the stored files (a picture's upload exists, its media): run after `normalise`
   * on every create and update; throws a 400 naming the field.
   */
  prepare?(
    fields: Omit<StoredEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
    tools: KindTools,
  ): Promise<Omit<StoredEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;
  /** The public address of an entry. */
  path(entry: { slug: string }): string;
  /** Order of the public list (newest first by default). */
  compare(a: StoredEntry, b: StoredEntry): number;
  /** A rule beyond publication that hides a live entry (a listing past its end date). */
  isShown?(entry: StoredEntry, now: Date): boolean;
  /** Whether a shown entry is on the public list too (an unlisted listing is reached by its address only). */
  isListed?(entry: StoredEntry): boolean;
  /** An address whose entry exists but is not shown answers 410 Gone rather than 404 (listings). */
  goneWhenHidden?: boolean;
}

/** Newest first, then by id (numbers in numeric order), so sample content keeps its order. */
export function newestFirst(a: StoredEntry, b: StoredEntry): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id, 'en', { numeric: true });
}

/** The owner's order (an `ordered` kind), then by id, as the portfolio lists always were. */
export function ownerOrder(a: StoredEntry, b: StoredEntry): number {
  return Number(a.order) - Number(b.order) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
