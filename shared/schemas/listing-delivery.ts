import type { ListingEntry } from './listing.ts';

/** A listing's figures for the agent (docs/listings.md, "Statistics"); also `{deliveryUrl}/stats.json`. */
export interface ListingStats {
  /** Views and unique visitors of the branded and unbranded pages, per day (oldest first). */
  days: { day: string; views: number; visitors: number }[];
  videoPlays: number;
  tourOpens: number;
  /** Leads sent from the branded page. */
  leads: number;
  /** False when the site's visit counting is off (ANALYTICS=off): only leads are counted. */
  counting: boolean;
}

/**
 * Whether buyers can open the listing's pages now: `live`, or why not (a draft, a publish date
 * still to come, an end date passed). Only a live listing's branded page and QR code work.
 */
export type DeliveryLiveness = 'live' | 'draft' | 'scheduled' | 'expired';

/** What the private delivery page shows. */
export interface DeliveryPage {
  listing: ListingEntry;
  liveness: DeliveryLiveness;
  brandedUrl: string;
  unbrandedUrl: string;
  /** The address of the QR code (SVG) of the branded page. */
  qr: string;
  zips: { mls: string; full: string };
  photos: { src: string; alt: string; name: string; mls: string; full: string }[];
  stats: ListingStats;
}
