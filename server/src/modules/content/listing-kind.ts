import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import {
  isExpired,
  LISTING_LABELS,
  type ListingEntry,
  type ListingFields,
  listingPath,
  slugFromAddress,
} from '#shared/schemas/listing.ts';
import type { StoredEntry } from './content-repo.ts';
import { type ContentKindDef, newestFirst } from './content-kind.ts';
import { type PictureSpot, withPictureMedia } from './picture-media.ts';

type StoredListing = Record<string, unknown> & {
  photos: Record<string, unknown>[];
  floorPlans: Record<string, unknown>[];
  agent: Record<string, unknown>;
};

/** Every picture of a listing: its photos, its floor plans, the agent's photo and brokerage logo. */
function listingPictures(listing: StoredListing): PictureSpot[] {
  return [
    ...listing.photos.map((photo, index) => ({
      field: `photos.${index}.src`,
      holder: photo,
      srcKey: 'src',
      mediaKey: 'media',
    })),
    ...listing.floorPlans.map((plan, index) => ({
      field: `floorPlans.${index}.src`,
      holder: plan,
      srcKey: 'src',
      mediaKey: 'media',
    })),
    { field: 'agent.photo', holder: listing.agent, srcKey: 'photo', mediaKey: 'photoMedia' },
    {
      field: 'agent.brokerageLogo',
      holder: listing.agent,
      srcKey: 'brokerageLogo',
      mediaKey: 'brokerageLogoMedia',
    },
  ];
}

/**
 * Listings (docs/listings.md): the slug is made from the street address when the owner gives none,
 * the title (lists, versions, the audit trail) is the address, absent optional fields stay absent,
 * and every picture carries its upload's media.
 */
export const listingKind: ContentKindDef = {
  ...CONTENT_MODEL.listings,
  path: (entry) => listingPath(entry),
  compare: newestFirst,
  isShown: (entry, now) => !isExpired(entry as { expiresAt?: string }, now),
  isListed: (entry) => entry.listed !== false,
  goneWhenHidden: true,
  normalise(_id, input) {
    const {
      id: _i,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      title: _t,
      deliveryUrl: _d,
      slug,
      ...fields
    } = input as ListingFields & { version?: number };
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    return {
      ...defined,
      slug: slug ?? slugFromAddress(fields.address),
      title: fields.address,
    } as ReturnType<ContentKindDef['normalise']>;
  },
  /**
   * The page's address on a save (docs/listings.md, "The page's address"). A blank slug field is made
   * again from the current street address. While the listing has never been published, the address
   * made from the street address follows it, so a typo fixed in the street address is fixed in the
   * page's address; one the owner typed is kept. Once published, the slug sent is kept: the page's
   * address may be printed or shared, and changing it is the owner's choice (the old address then
   * redirects, as for every kind).
   */
  async slugOnUpdate(stored, input, repo) {
    const address = String(input.address);
    const sent = input.slug as string | undefined;
    if (sent === undefined) return slugFromAddress(address);
    const madeFromAddress = sent === stored.slug && stored.slug === slugFromAddress(String(stored.address));
    if (!madeFromAddress || stored.status === 'published') return sent;
    // Set back to draft after it was live: its address may have been printed or shared.
    return (await repo.listVersions('listings', String(stored.id))).some((v) => v.status === 'published')
      ? sent
      : slugFromAddress(address);
  },
  async prepare(fields, tools) {
    const prepared = await withPictureMedia(fields as StoredListing, listingPictures, tools, LISTING_LABELS);
    // Photos and plans uploaded before uploads kept an MLS file get one now, not on an agent's download.
    const { photos, floorPlans } = fields as StoredListing;
    tools.makeDeliveryFiles([...photos, ...floorPlans].map((photo) => String(photo.src)));
    return prepared;
  },
};

/** A stored listing as pages and the delivery read it: written by this kind's own normalise, so it has the shape. */
export const toListing = (entry: StoredEntry) =>
  entry as unknown as ListingEntry & { id: string; slug: string };
