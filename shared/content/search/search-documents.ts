import type { PortfolioCollection, PortfolioItem } from '../../schemas/portfolio.ts';
import type { Block } from '../../schemas/content.ts';
import type { ImageMedia } from '../../schemas/image-media.ts';
import { postPath } from '../../schemas/post-view.ts';
import { projectPath } from '../../schemas/project-view.ts';
import { SERVICE_PAGES, servicePath } from '../services/service-pages.ts';
import type { SearchDocument } from './search-engine.ts';

const SUMMARY_LENGTH = 180;

/** The first sentence-ish part of a text, cut at a word boundary. */
export function summarize(text: string, max = SUMMARY_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[,;:.\s]+$/, '')}…`;
}

function serviceDocuments(): SearchDocument[] {
  return SERVICE_PAGES.map((page) => ({
    id: `service-${page.slug}`,
    kind: 'service',
    title: page.name,
    summary: summarize(page.card.description),
    body: [
      page.card.title,
      page.hero.title.replaceAll('|', ' '),
      page.hero.description,
      ...page.intro.paragraphs,
      ...page.packages.items.flatMap((p) => [p.title, p.description, ...p.features]),
      ...page.faqs.map((f) => f.question),
    ].join(' '),
    path: servicePath(page.slug),
    label: 'Service',
    image: page.card.image,
  }));
}

/** The fields of a project search reads (a stored project or a sample one). */
interface SearchableProject {
  id: string;
  slug: string;
  title: string;
  description: string;
  specs: string;
  category: string;
  thumbnail: string;
  thumbnailMedia?: ImageMedia | undefined;
  detail: { location: string; propertyType: string; description: string; services: string[] };
}

/** The owner's published projects (read per search: they change without a rebuild). */
export function projectSearchDocuments(projects: readonly SearchableProject[]): SearchDocument[] {
  return projects.map((project) => ({
    id: `project-${project.id}`,
    kind: 'project',
    title: project.title,
    summary: summarize(project.description),
    body: [
      project.specs,
      project.detail.location,
      project.detail.propertyType,
      project.detail.description,
      ...project.detail.services,
    ].join(' '),
    path: projectPath(project),
    label: project.category,
    image: project.thumbnail,
    imageMedia: project.thumbnailMedia,
  }));
}

/** The fields of a listing search reads. */
interface SearchableListing {
  id: string;
  slug: string;
  address: string;
  city: string;
  description: string;
  mlsNumber?: string | undefined;
  photos: readonly { src: string; media?: ImageMedia | undefined }[];
  agent: { name: string; brokerage: string };
}

/**
 * The listed, live listings (the site data gives no others: an unlisted one is found only by its
 * address): a visitor types the street, the city or the MLS® number from a sign or a flyer.
 */
export function listingSearchDocuments(listings: readonly SearchableListing[]): SearchDocument[] {
  return listings.map((listing) => ({
    id: `listing-${listing.id}`,
    kind: 'listing',
    title: listing.address,
    summary: summarize(listing.description),
    body: [listing.city, listing.mlsNumber ?? '', listing.agent.name, listing.agent.brokerage].join(' '),
    // listingPath (shared/schemas/listing.ts) without its zod: this module reaches the browser.
    path: `/listings/${listing.slug}`,
    label: listing.city || undefined,
    image: listing.photos[0]?.src,
    imageMedia: listing.photos[0]?.media,
  }));
}

/** The fields of a post search reads (a stored post or a sample one). */
interface SearchablePost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: string;
  imageMedia?: ImageMedia | undefined;
  content: Block[];
}

/** The owner's published posts (read per search: they change without a rebuild). */
export function postSearchDocuments(posts: readonly SearchablePost[]): SearchDocument[] {
  return posts.map((post) => ({
    id: `post-${post.slug}`,
    kind: 'post',
    title: post.title,
    summary: summarize(post.excerpt),
    body: post.content
      .map((block) =>
        block.type === 'list' ? block.items.join(' ') : block.type === 'image' ? '' : block.text,
      )
      .join(' '),
    path: postPath(post),
    label: post.category,
    image: post.image,
    imageMedia: post.imageMedia,
  }));
}

/** The service pages: fixed content, the same for every query. */
export function staticSearchDocuments(): SearchDocument[] {
  return serviceDocuments();
}

/** A local picture for a portfolio result (remote pictures are never shown before a visitor asks). */
function localImage(item: PortfolioItem): string | undefined {
  const candidate = item.thumbnail ?? (item.type === 'image' ? item.src : undefined);
  return candidate && /^\/(images|uploads)\//.test(candidate) ? candidate : undefined;
}

/** The owner's portfolio items of one collection, linking to its /portfolio/{slug} page. */
export function portfolioSearchDocuments(
  collection: PortfolioCollection,
  items: readonly PortfolioItem[],
): SearchDocument[] {
  return items.map((item) => ({
    id: `portfolio-${collection.key}-${item.id}`,
    kind: 'portfolio',
    title: item.title,
    summary: summarize(item.description),
    body: [item.category ?? '', item.specs ?? ''].join(' '),
    path: `/portfolio/${collection.slug}`,
    label: collection.label,
    image: localImage(item),
    // An item's media is its picture's (`src`); a card picture of its own has none.
    imageMedia: item.thumbnail ? undefined : item.media,
  }));
}
