import { renderSVG } from 'uqr';
import { isLive } from '#shared/schemas/content-entry.ts';
import {
  isExpired,
  type ListingEntry,
  listingPath,
  slugFromAddress,
  unbrandedPath,
} from '#shared/schemas/listing.ts';
import type { DeliveryLiveness, DeliveryPage, ListingStats } from '#shared/schemas/listing-delivery.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { DeliveryFiles, DeliveryList, DeliverySize } from './delivery-files.ts';
import { isDeliverable, photoFileName } from './delivery-files.ts';
import type { DeliveryRepo } from './delivery-repo.ts';

type Listing = ListingEntry & { id: string; slug: string };

/** QR codes kept in memory: one per live listing's address, well beyond an agency's listings. */
const QR_CODES_KEPT = 256;

interface DeliveryOptions {
  /** The stored listing with that id, whatever its state, or null. */
  listing(id: string): Promise<Listing | null>;
  /** The live listing whose page is at that address (its slug), or null (draft, gone, unknown). */
  liveListing?(address: string): Promise<Listing | null>;
  /** The configured public origin: every address given out is built on it. */
  origin: string;
  /**
   * Every address (slug) the listing's page was published at, its current one included: a page
   * whose address the owner changed keeps the figures of its old address (docs/listings.md).
   */
  slugsOf?(listing: Listing): Promise<string[]>;
  /** Leads sent from the listing's page at any of those addresses (the inquiry inbox), over the period the visits cover. */
  leadsFor(slugs: string[]): Promise<number>;
  /** Visits by day of the listing's pages (the analytics mechanism) at those branded pages' paths, when it is on. */
  visitsFor?(paths: string[]): Promise<Pick<ListingStats, 'days' | 'videoPlays' | 'tourOpens'>>;
}

/** Whether the listing's pages answer visitors at `now` (the rule of content-visibility.ts), or why not. */
function livenessOf(listing: Listing, now: Date): DeliveryLiveness {
  if (listing.status !== 'published') return 'draft';
  if (!isLive(listing, now)) return 'scheduled';
  return isExpired(listing, now) ? 'expired' : 'live';
}

/** Where a list's downloads are under the delivery's address: `/mls/1`, `/floor-plans/mls/1`. */
const LIST_PATHS: Record<DeliveryList, string> = { photos: '', floorPlans: '/floor-plans' };

/** Whether the listing has a photo or a floor plan the site stores (else no ZIP is offered). */
const hasDownloads = (listing: Listing) =>
  [...listing.photos, ...listing.floorPlans].some((photo) => isDeliverable(photo.src));

/** Each picture of a list with its name in the ZIPs and its two downloads, when stored. */
function downloads(listing: Listing, list: DeliveryList, base: string): DeliveryPage['photos'] {
  const at = `${base}${LIST_PATHS[list]}`;
  return listing[list].map((photo, index) => ({
    src: photo.src,
    alt: photo.alt,
    name: photoFileName(listing.address, index, undefined, list),
    // Only what the downloads can answer is linked (a library picture has no stored sizes).
    ...(isDeliverable(photo.src)
      ? {
          mls: { href: `${at}/mls/${index + 1}`, name: photoFileName(listing.address, index, 'mls', list) },
          full: {
            href: `${at}/full/${index + 1}`,
            name: photoFileName(listing.address, index, 'full', list),
          },
        }
      : {}),
  }));
}

/**
 * A listing's private delivery (docs/listings.md, "Delivery"): its address, what it shows, and the
 * files it hands out. A wrong or revoked token is simply not found.
 */
export class DeliveryService {
  private readonly repo: DeliveryRepo;
  readonly files: DeliveryFiles;
  private readonly options: DeliveryOptions;
  /**
   * QR codes by address: the flyer's code is fetched with every view of a listing page, and
   * drawing one costs about 1.3 ms of CPU. Only live listings' addresses reach it; bounded all the
   * same (emptied when full).
   */
  private readonly codes = new Map<string, string>();
  constructor(repo: DeliveryRepo, files: DeliveryFiles, options: DeliveryOptions) {
    this.repo = repo;
    this.files = files;
    this.options = options;
  }

  private urlOf(token: string): string {
    return `${this.options.origin}/delivery/${token}`;
  }

  /** The owner's copy of the address (the admin record's `deliveryUrl`). */
  async deliveryUrl(listingId: string): Promise<string> {
    return this.urlOf(await this.repo.tokenOf(listingId));
  }

  /** The owner's copy of a listing carries its delivery address; other kinds are left as they are. */
  async decorate<T extends { id: string }>(kind: string, entry: T): Promise<T> {
    return kind === 'listings' ? { ...entry, deliveryUrl: await this.deliveryUrl(entry.id) } : entry;
  }

  /** Revokes the address and gives a new one. */
  async reissue(listingId: string): Promise<string> {
    if (!(await this.options.listing(listingId))) throw notFound('No such listing');
    return this.urlOf(await this.repo.reissue(listingId));
  }

  /** The listing a token opens (any state: the agent gets the files before and after it is live). */
  async open(token: string): Promise<Listing> {
    const id = await this.repo.listingOf(token);
    const listing = id ? await this.options.listing(id) : null;
    if (!listing) throw notFound('No such delivery');
    return listing;
  }

  async stats(listing: Listing): Promise<ListingStats> {
    const slugs = (await this.options.slugsOf?.(listing)) ?? [listing.slug];
    const visits = (await this.options.visitsFor?.(slugs.map((slug) => listingPath({ slug })))) ?? {
      days: [],
      videoPlays: 0,
      tourOpens: 0,
    };
    return {
      ...visits,
      leads: await this.options.leadsFor(slugs),
      counting: Boolean(this.options.visitsFor),
    };
  }

  async page(token: string): Promise<DeliveryPage | null> {
    const listing = await this.open(token).catch(() => null);
    if (!listing) return null;
    const base = `/delivery/${token}`;
    const branded = `${this.options.origin}${listingPath(listing)}`;
    return {
      listing,
      liveness: livenessOf(listing, new Date()),
      brandedUrl: branded,
      unbrandedUrl: `${this.options.origin}${unbrandedPath(listing)}`,
      qr: `${base}/qr.svg`,
      ...(hasDownloads(listing) ? { zips: { mls: `${base}/mls.zip`, full: `${base}/full.zip` } } : {}),
      photos: downloads(listing, 'photos', base),
      floorPlans: downloads(listing, 'floorPlans', base),
      stats: await this.stats(listing),
    };
  }

  /** The QR code (SVG) of the branded page's address. */
  async qrSvg(token: string): Promise<string> {
    return this.qrOf(await this.open(token));
  }

  /**
   * The same QR code for the live listing at a public address: the printed flyer shows it. The
   * address it encodes is the listing's own on the configured origin, never the one asked for.
   */
  async pageQrSvg(address: string): Promise<string> {
    const listing = await this.options.liveListing?.(address);
    if (!listing) throw notFound('No such listing');
    return this.qrOf(listing);
  }

  /** The code of a listing's address, drawn once (see `codes`). */
  private qrOf(listing: Listing): string {
    const url = `${this.options.origin}${listingPath(listing)}`;
    let svg = this.codes.get(url);
    if (!svg) {
      svg = renderSVG(url, { border: 2 });
      if (this.codes.size >= QR_CODES_KEPT) this.codes.clear();
      this.codes.set(url, svg);
    }
    return svg;
  }

  /** One photo (or floor plan) in one size: its bytes and its file name. */
  async photo(
    token: string,
    size: DeliverySize,
    number: number,
    list: DeliveryList = 'photos',
  ): Promise<{ name: string; data: Buffer }> {
    const listing = await this.open(token);
    const photo = listing[list][number - 1];
    if (!photo) throw notFound(list === 'photos' ? 'No such photo' : 'No such floor plan');
    const data = await this.files.photo(photo.src, size);
    if (!data) throw new HttpError(404, 'This picture is not stored on the site');
    return { name: photoFileName(listing.address, number - 1, size, list), data };
  }

  /**
   * Every photo, then every floor plan, in one size as a streamed ZIP, with its file name; a listing
   * with nothing stored to put in it has none.
   */
  async zip(token: string, size: DeliverySize) {
    const listing = await this.open(token);
    if (!hasDownloads(listing)) throw notFound('This listing has no photos to download yet');
    return {
      name: `${slugFromAddress(listing.address)}-${size === 'mls' ? 'mls' : 'full-size'}.zip`,
      stream: this.files.zip(
        listing.address,
        { photos: listing.photos, floorPlans: listing.floorPlans },
        size,
      ),
    };
  }
}
