import { PORTFOLIO_MODEL } from '#shared/schemas/content-model.ts';
import type { z } from 'zod';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import { portfolioTag } from '#shared/constants/data-tags.ts';
import { serviceFeaturing } from '#shared/constants/live-featured.ts';
import {
  COLLECTION_KEYS,
  type CollectionKey,
  type createItemSchema,
  findCollection,
  PORTFOLIO_LABELS,
  type PortfolioItem,
} from '#shared/schemas/portfolio.ts';
import { fieldRefusal } from '../../http/validate.ts';
import { type ContentKindDef, ownerOrder } from './content-kind.ts';
import type { StoredEntry } from './content-repo.ts';
import { cleanEmbedMarkup, EmbedError } from './embed-markup.ts';

/** A 400 naming a portfolio field by its label, as a schema's refusal does. */
const refused = (field: string, message: string) =>
  fieldRefusal(400, [{ path: [field], message }], PORTFOLIO_LABELS);

/** What create and update bodies look like after the shared schema parsed them. */
type ParsedFields = Omit<z.output<typeof createItemSchema>, 'id'>;

/**
 * What is stored beyond the shared schema's rules: embed markup rebuilt as one safe iframe, a start
 * time only for a video, alt text kept only for non-decorative images, absent optional fields
 * stored as absent, the mark "featured on the service page" only where a service page features
 * the collection. An item has no address of its own (its slug is its id) and is always live.
 * Throws a 400 naming the field.
 */
function itemFields(key: CollectionKey, id: string, input: ParsedFields) {
  if (input.featuredOnService && !serviceFeaturing(key)) {
    throw refused('featuredOnService', `is not offered here: no service page features the ${key} collection`);
  }
  let src = input.src;
  if (input.type === 'embed') {
    try {
      // The schema made a Matterport share address its embed markup; any iframe is rebuilt clean.
      src = cleanEmbedMarkup(input.src);
    } catch (err) {
      if (err instanceof EmbedError) throw refused('src', `is not accepted: ${err.message}`);
      throw err;
    }
  }
  const decorative = input.type === 'image' && input.decorative === true;
  return {
    slug: id,
    status: 'published' as const,
    title: input.title,
    description: input.description,
    type: input.type,
    src,
    ...(input.type === 'video' && input.start ? { start: input.start } : {}),
    ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.specs ? { specs: input.specs } : {}),
    ...(input.alt && !decorative ? { alt: input.alt } : {}),
    ...(decorative ? { decorative: true } : {}),
    ...(input.featuredOnService ? { featuredOnService: true } : {}),
  };
}

/**
 * One portfolio collection (spec section 3) as a kind of stored content: items in the owner's
 * order, always live, kept in the `portfolio` collection and published under `portfolio:<key>`
 * (the tag the portfolio pages and the public answers are cached on). The spec's portfolio calls
 * (portfolio-router.ts) are its API.
 */
function portfolioKind(key: CollectionKey): ContentKindDef {
  return {
    kind: key,
    ...PORTFOLIO_MODEL,
    within: 'in this collection',
    // The admin's id form (spec section 3): the key without 'Portfolio', a dash, a timestamp.
    idPrefix: key.replace(/Portfolio$/, ''),
    collection: 'portfolio',
    tag: portfolioTag(key),
    ordered: true,
    path: () => `/portfolio/${findCollection(key)?.slug ?? ''}`,
    compare: ownerOrder,
    normalise: (id, input) => itemFields(key, id, input as ParsedFields),
    // An uploaded picture's size and blurred preview are stored with its item.
    async prepare(fields, tools) {
      const media = fields.type === 'image' ? await tools.describeImage(String(fields.src)) : undefined;
      return media ? { ...fields, media } : fields;
    },
  };
}

export const PORTFOLIO_KIND_DEFS: ContentKindDef[] = COLLECTION_KEYS.map(portfolioKind);

/** The built-in items of every collection, as create bodies (their ids included), in their order. */
export function portfolioSeed(): Record<CollectionKey, Record<string, unknown>[]> {
  const bodies = (key: CollectionKey): Record<string, unknown>[] =>
    PORTFOLIO_SEED[key].map((item) => ({ ...item }));
  return Object.fromEntries(COLLECTION_KEYS.map((key) => [key, bodies(key)])) as Record<
    CollectionKey,
    Record<string, unknown>[]
  >;
}

/** An item as the spec's portfolio calls answer it: the entry without the bookkeeping it has no use for. */
export function toItem(entry: StoredEntry): PortfolioItem {
  const { slug: _s, status: _t, publishAt: _p, createdAt: _c, ...item } = entry;
  return item as PortfolioItem;
}
