import { z } from 'zod';
import {
  altTextSchema,
  contentImageSchema,
  draftImageSchema,
  draftSlugSchema,
  type EntryMeta,
  pageEntrySchemas,
  publicationFields,
  requiredLine,
  serverManagedFields,
  text,
} from './content-entry.ts';
import type { FieldLabels } from './field-problems.ts';
import { imageMediaSchema } from './image-media.ts';
import { listingTourSchema, listingVideoSchema } from './listing-embeds.ts';
import { emailSchema } from './newsletter.ts';
import { slugWords } from './slug-words.ts';
import { lineText } from './text.ts';
import { PHONE_PATTERN, PHONE_RULE } from '../content/phone-number.ts';

/** Where a listing is in its sale; publication stays the `status` every kind has. */
const LISTING_STATUSES = ['coming-soon', 'for-sale', 'sold', 'leased'] as const;
type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  'coming-soon': 'Coming soon',
  'for-sale': 'For sale',
  sold: 'Sold',
  leased: 'Leased',
};

const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** A photo or floor plan; a draft may wait for its alt text, a published listing may not. */
const photoSchema = z.strictObject({
  src: contentImageSchema,
  alt: lineText().trim().max(300).default(''),
  caption: text(300).optional(),
  /** The upload's media (docs/pictures.md), read by the server from the stored files. */
  media: imageMediaSchema.optional(),
});
export type ListingPhoto = z.output<typeof photoSchema>;

/** The listing agent; a draft may fill it in later. */
const agentSchema = z.strictObject({
  name: lineText().trim().max(120).default(''),
  phone: lineText().trim().max(40).regex(PHONE_PATTERN, PHONE_RULE).default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
  brokerage: lineText().trim().max(160).default(''),
  photo: contentImageSchema.optional(),
  photoMedia: imageMediaSchema.optional(),
  brokerageLogo: draftImageSchema.optional(),
  brokerageLogoMedia: imageMediaSchema.optional(),
});
export type ListingAgent = z.output<typeof agentSchema>;

const count = (max: number) => z.number().min(0).max(max);

/** `3+1`: Toronto's way of writing bedrooms, rooms above grade + a den or basement bedroom. */
const BEDROOMS_PLUS = /^(\d{1,2})\s*\+\s*(\d{1,2})$/;
const BEDROOMS_RULE = 'must be a number such as 3, or two numbers joined by + such as 3+1';

/**
 * Bedrooms: a number, or `N+M` kept as typed (`3+1`), so the page shows it as the board does. Stored
 * as a number when it is one (listings saved before stay as they were).
 */
const bedroomsSchema = z.union(
  [
    count(50),
    z
      .string()
      .trim()
      .regex(BEDROOMS_PLUS)
      .transform((v) => v.replace(/\s+/g, '')),
  ],
  { error: BEDROOMS_RULE },
);

/**
 * The number of bedrooms a `3+1` makes (4): the den or basement room is counted as the board counts
 * it, a bedroom below grade. schema.org's numberOfBedrooms is one number, the total, so JSON-LD and
 * the words "4 bedrooms" use this; the page's fact shows "3+1".
 */
export function bedroomCount(bedrooms: number | string): number {
  if (typeof bedrooms === 'number') return bedrooms;
  const [, above, below] = BEDROOMS_PLUS.exec(bedrooms) ?? [];
  return Number(above ?? 0) + Number(below ?? 0);
}

/** Whether the text the owner typed is `N+M` (the editor sends it as text, other numbers as numbers). */
export const isBedroomsPlus = (typed: string) => BEDROOMS_PLUS.test(typed.trim());

/** Every field a property website shows, as the owner edits it (docs/listings.md). */
const listingFields = {
  /** Made from the address when absent. */
  slug: draftSlugSchema,
  address: requiredLine(200),
  city: lineText().trim().max(100).default(''),
  province: z
    .enum(PROVINCES, { message: 'must be a Canadian province or territory code such as ON' })
    .default('ON'),
  postalCode: lineText()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]\d[A-Z] ?\d[A-Z]\d)?$/, 'must be a Canadian postal code such as M5V 2T6')
    .default(''),
  listingStatus: z
    .enum(LISTING_STATUSES, { message: 'must be one of Coming soon, For sale, Sold or Leased' })
    .default('for-sale'),
  price: z.number().int().min(0).max(1_000_000_000).optional(),
  mlsNumber: lineText().trim().max(20).optional(),
  bedrooms: bedroomsSchema.optional(),
  bathrooms: count(50).optional(),
  area: lineText().trim().max(60).optional(),
  lotSize: lineText().trim().max(60).optional(),
  yearBuilt: z.number().int().min(1600).max(2100).optional(),
  description: text(8000),
  photos: z.array(photoSchema).max(100).default([]),
  video: listingVideoSchema.optional(),
  tour: listingTourSchema.optional(),
  floorPlans: z.array(photoSchema).max(20).default([]),
  agent: agentSchema.prefault({}),
  /** Shown on /listings; an unlisted listing is reached only by its address (and is noindex). */
  listed: z.boolean().default(true),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time like 2027-05-01T09:00:00Z' })
    .optional(),
  ...publicationFields,
};

/** What the server manages and a client may send back as it read it (ignored). */
const readBack = {
  ...serverManagedFields,
  title: z.string().max(300).optional(),
  deliveryUrl: z.string().max(300).optional(),
};

/** What the public pages need: checked when the listing is published (or scheduled). */
const completePhoto = z.object({ alt: altTextSchema });
const completeListing = z.object({
  city: requiredLine(100),
  photos: z.array(completePhoto),
  floorPlans: z.array(completePhoto),
  agent: z.object({
    name: requiredLine(120),
    phone: requiredLine(40),
    email: emailSchema,
    brokerage: requiredLine(160),
  }),
});

/** Every field of a listing as the editor names it (shared/schemas/field-problems.ts). */
export const LISTING_LABELS: FieldLabels = {
  id: 'Id',
  version: 'Version',
  slug: 'Address of the page (slug)',
  address: 'Street address',
  city: 'City',
  province: 'Province',
  postalCode: 'Postal code',
  listingStatus: 'Listing status',
  price: 'Price',
  mlsNumber: 'MLS® number',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Living area',
  lotSize: 'Lot size',
  yearBuilt: 'Year built',
  description: 'Description',
  photos: 'Photos',
  'photos.*': 'Photos, photo {n}',
  'photos.*.src': { label: 'Picture', add: 'a picture' },
  'photos.*.alt': { label: 'Alt text', add: 'alt text' },
  'photos.*.caption': 'Caption',
  video: 'Video',
  tour: '3D tour',
  floorPlans: 'Floor plans',
  'floorPlans.*': 'Floor plans, plan {n}',
  'floorPlans.*.src': { label: 'Picture', add: 'a picture' },
  'floorPlans.*.alt': { label: 'Alt text', add: 'alt text' },
  'floorPlans.*.caption': 'Caption',
  agent: 'Listing agent',
  'agent.name': 'Agent name',
  'agent.phone': 'Agent phone',
  'agent.email': 'Agent e-mail',
  'agent.brokerage': 'Brokerage',
  'agent.photo': 'Agent photo',
  'agent.brokerageLogo': 'Brokerage logo',
  listed: 'Shown on the Listings page',
  expiresAt: 'Take the page down on',
  status: 'Status',
  publishAt: 'Publish date',
};

const listingSchemas = pageEntrySchemas(listingFields, {
  complete: completeListing,
  labels: LISTING_LABELS,
  readBack,
  updateReadBack: {},
});
/** POST /api/admin/content/listings. */
export const createListingSchema = listingSchemas.create;
/** PUT /api/admin/content/listings/{id}. */
export const updateListingSchema = listingSchemas.update;
export type ListingInput = z.input<typeof createListingSchema>;
export type ListingFields = z.output<typeof createListingSchema>;

/** A stored listing as the site renders it. */
export type ListingEntry = Omit<ListingFields, 'id' | 'slug' | 'deliveryUrl'> & EntryMeta & { title: string };

/** `123 Main St` -> `123-main-st`: the address's words, as a slug. */
export function slugFromAddress(address: string): string {
  const slug = slugWords(address, 80);
  return /[a-z]/.test(slug) ? slug : `listing-${slug || 'new'}`;
}

export const listingPath = (listing: { slug: string }) => `/listings/${listing.slug}`;
export const unbrandedPath = (listing: { slug: string }) => `/listings/${listing.slug}/unbranded`;

/** A listing is shown while it is published, its publish date has come and it has not expired. */
export function isExpired(listing: { expiresAt?: string | undefined }, now: Date): boolean {
  return listing.expiresAt !== undefined && Date.parse(listing.expiresAt) <= now.getTime();
}
