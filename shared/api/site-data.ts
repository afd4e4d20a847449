import type { PictureMap } from '../schemas/page-picture.ts';
import type { TestimonialMap } from '../schemas/testimonial.ts';
import type { ContentLookup } from '../schemas/content-entry.ts';
import type { CollectionKey, PortfolioItem } from '../schemas/portfolio.ts';
import type { ListingEntry } from '../schemas/listing.ts';
import type { DeliveryPage } from '../schemas/listing-delivery.ts';
import type { PostEntry } from '../schemas/post.ts';
import type { ProjectEntry } from '../schemas/project.ts';

/**
 * Where the site's route loaders get changing data. The server passes a datastore-backed
 * implementation in the loader context; in the browser loaders fall back to the public API.
 */
export interface SiteData {
  portfolio(key: CollectionKey): Promise<PortfolioItem[]>;
  /** A freshly signed token for the contact form (its issue time, on the server's clock). */
  inquiryFormToken(): Promise<string>;
  /** Published projects, newest first. */
  projects(): Promise<ProjectEntry[]>;
  /** The published project at /projects/{address}, where it moved to, or null. */
  project(address: string): Promise<ContentLookup<ProjectEntry> | null>;
  /** Any project by id, drafts included: only for the signed-in owner's preview (else absent or null). */
  previewProject?(id: string): Promise<ProjectEntry | null>;
  /** Published posts, newest first. */
  posts(): Promise<PostEntry[]>;
  /** The published post at /blog/{address}, where it moved to, or null. */
  post(address: string): Promise<ContentLookup<PostEntry> | null>;
  /** The stored page pictures by slot (docs/pictures.md); a slot not in it keeps its built-in picture. */
  pictures?(): Promise<PictureMap>;
  /** The stored testimonials by slot (docs/content.md); a slot not in it keeps its built-in one. */
  testimonials?(): Promise<TestimonialMap>;
  /** Any post by id, drafts included: only for the signed-in owner's preview. */
  previewPost?(id: string): Promise<PostEntry | null>;
  /** The listed, live listings, newest first (docs/listings.md). */
  listings(): Promise<ListingEntry[]>;
  /** The live listing at /listings/{address}; `gone` when it exists but is unpublished or expired. */
  listing(address: string): Promise<ContentLookup<ListingEntry> | { gone: true } | null>;
  /** A listing's private delivery page by its token (server only); null for a wrong or revoked one. */
  delivery?(token: string): Promise<DeliveryPage | null>;
}
