import { z } from 'zod';
import { youtubeIdFrom } from '../media/youtube-id.ts';
import { matterportShareUrl } from '../embeds/embed-address.ts';
import {
  altTextSchema,
  contentImageSchema,
  type EntryMeta,
  entryIdSchema,
  publicationFields,
  requiredLine,
  serverManagedFields,
  slugSchema,
  text,
} from './content-entry.ts';
import { imageMediaSchema } from './image-media.ts';
import { emailSchema } from './newsletter.ts';
import { lineText } from './text.ts';

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

/** A YouTube or Vimeo video, as pasted (any usual address) or as stored. */
const VIMEO_ID = /^\d{1,20}$/;
function vimeoIdFrom(value: string): string | null {
  const textValue = value.trim();
  const url = URL.parse(/^[a-z]+:\/\//i.test(textValue) ? textValue : `https://${textValue}`);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments[0];
  return id && VIMEO_ID.test(id) ? id : null;
}

const storedVideoSchema = z.strictObject({
  provider: z.enum(['youtube', 'vimeo']),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/),
});
type ListingVideo = z.infer<typeof storedVideoSchema>;

const videoSchema = z.union([
  storedVideoSchema,
  z.string().transform((value, ctx): ListingVideo => {
    const youtube = youtubeIdFrom(value);
    if (youtube) return { provider: 'youtube', id: youtube };
    const vimeo = vimeoIdFrom(value);
    if (vimeo) return { provider: 'vimeo', id: vimeo };
    ctx.addIssue({ code: 'custom', message: 'must be a YouTube or Vimeo address' });
    return z.NEVER;
  }),
]);

/** A Matterport share address or the iframe markup of its embed dialog, stored as the share address. */
const tourSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const src = /<iframe[\s>/]/i.test(value) ? /\ssrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1] : value;
    const share = src ? matterportShareUrl(src.replace(/&amp;/g, '&')) : undefined;
    if (share) return share.href;
    ctx.addIssue({ code: 'custom', message: 'must be a Matterport address (my.matterport.com/show/?m=...)' });
    return z.NEVER;
  });

const photoSchema = z.strictObject({
  src: contentImageSchema,
  alt: altTextSchema,
  caption: text(300).optional(),
  /** The upload's media (docs/pictures.md), read by the server from the stored files. */
  media: imageMediaSchema.optional(),
});
export type ListingPhoto = z.output<typeof photoSchema>;

const agentSchema = z.strictObject({
  name: requiredLine(120),
  phone: lineText()
    .trim()
    .min(1, 'is required')
    .max(40)
    .regex(/^[0-9+().\s-]+$/, 'may contain only digits, spaces and + ( ) . -'),
  email: emailSchema,
  brokerage: requiredLine(160),
  photo: contentImageSchema.optional(),
  photoMedia: imageMediaSchema.optional(),
  brokerageLogo: contentImageSchema.optional(),
  brokerageLogoMedia: imageMediaSchema.optional(),
});
export type ListingAgent = z.output<typeof agentSchema>;

const count = (max: number) => z.number().min(0).max(max);

/** Every field a property website shows, as the owner edits it (docs/listings.md). */
const listingFields = {
  /** Made from the address when absent. */
  slug: slugSchema.optional(),
  address: requiredLine(200),
  city: requiredLine(100),
  province: z
    .enum(PROVINCES, { message: 'must be a Canadian province or territory code such as ON' })
    .default('ON'),
  postalCode: lineText()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]\d[A-Z] ?\d[A-Z]\d)?$/, 'must be a Canadian postal code such as M5V 2T6')
    .default(''),
  listingStatus: z.enum(LISTING_STATUSES, {
    message: 'must be one of coming-soon, for-sale, sold or leased',
  }),
  price: z.number().int().min(0).max(1_000_000_000).optional(),
  mlsNumber: lineText().trim().max(20).optional(),
  bedrooms: count(50).optional(),
  bathrooms: count(50).optional(),
  area: lineText().trim().max(60).optional(),
  lotSize: lineText().trim().max(60).optional(),
  yearBuilt: z.number().int().min(1600).max(2100).optional(),
  description: text(8000),
  photos: z.array(photoSchema).max(100).default([]),
  video: videoSchema.optional(),
  tour: tourSchema.optional(),
  floorPlans: z.array(photoSchema).max(20).default([]),
  agent: agentSchema,
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

/** POST /api/admin/content/listings. */
export const createListingSchema = z.strictObject({
  id: entryIdSchema.optional(),
  ...listingFields,
  ...readBack,
});
/** PUT /api/admin/content/listings/{id}. */
export const updateListingSchema = z.strictObject({
  id: entryIdSchema.optional(),
  version: z.number().int().min(1).optional(),
  ...listingFields,
  ...readBack,
});
export type ListingInput = z.input<typeof createListingSchema>;
export type ListingFields = z.output<typeof createListingSchema>;

/** A stored listing as the site renders it. */
export type ListingEntry = Omit<ListingFields, 'id' | 'slug' | 'deliveryUrl'> & EntryMeta & { title: string };

/** `123 Main St` -> `123-main-st`: the address's words, as a slug. */
export function slugFromAddress(address: string): string {
  const slug = address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return /[a-z]/.test(slug) ? slug : `listing-${slug || 'new'}`;
}

export const listingPath = (listing: { slug: string }) => `/listings/${listing.slug}`;
export const unbrandedPath = (listing: { slug: string }) => `/listings/${listing.slug}/unbranded`;

/** A listing is shown while it is published, its publish date has come and it has not expired. */
export function isExpired(listing: { expiresAt?: string | undefined }, now: Date): boolean {
  return listing.expiresAt !== undefined && Date.parse(listing.expiresAt) <= now.getTime();
}
