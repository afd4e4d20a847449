import type { ListingEntry } from './listing.ts';

/** A listing's figures for the agent (docs/listings.md, "Statistics"); also `{deliveryUrl}/stats.json`. */
export interface ListingStats {
  /** Views and unique visitors of the branded and unbranded pages, per day (oldest first). */
  days: { day: string; views: number; visitors: number }[];
  videoPlays: number;
  tourOpens: number;
  /** Inquiries sent from the branded page's lead form over the same days as `days`. */
  leads: number;
  /** False when the site's visit counting is off (ANALYTICS=off): only leads are counted. */
  counting: boolean;
}

/**
 * Whether buyers can open the listing's pages now: `live`, or why not (a draft, a publish date
 * still to come, an end date passed). Only a live listing's branded page and QR code work.
 */
export type DeliveryLiveness = 'live' | 'draft' | 'scheduled' | 'expired';

/** One download: its address and the file name it saves as (`123-main-st-01-mls.jpg`). */
interface DeliveryFile {
  href: string;
  name: string;
}

/** A photo or floor plan: its name in the ZIPs, and its downloads when the site stores its sizes. */
interface DeliveryPicture {
  src: string;
  alt: string;
  name: string;
  mls?: DeliveryFile;
  full?: DeliveryFile;
}

/** What the private delivery page shows. */
export interface DeliveryPage {
  listing: ListingEntry;
  liveness: DeliveryLiveness;
  brandedUrl: string;
  unbrandedUrl: string;
  /** The address of the QR code (SVG) of the branded page. */
  qr: string;
  /** The two ZIPs, when at least one photo can be downloaded (an empty archive is not offered). */
  zips?: { mls: string; full: string };
  /**
   * Each photo: its name in the ZIPs, and its two downloads (address and file name) when the site
   * stores its sizes (an upload; a picture of the site's library has none, so no link).
   */
  photos: DeliveryPicture[];
  /** The floor plans, the same way (`123-main-st-floor-plan-01.jpg`). */
  floorPlans: DeliveryPicture[];
  stats: ListingStats;
}
