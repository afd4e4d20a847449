import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { CreateItemInput, UpdateItemInput } from '#shared/schemas/portfolio.ts';

/** The portfolio kind's own rules (content-kinds.ts): which fields a change sets, and how its item looks. */

type ItemInput = Partial<CreateItemInput | UpdateItemInput>;
const CONTENT_FIELDS = [
  'title',
  'description',
  'type',
  'src',
  'start',
  'thumbnail',
  'category',
  'specs',
  'alt',
] as const;

/** The item fields an input sets, with empty optional ones left out (as the server stores them). */
function contentOf(input: ItemInput) {
  const fields: Partial<PortfolioItem> = {};
  for (const name of CONTENT_FIELDS) {
    const value = input[name];
    if (value !== undefined && value !== '') fields[name] = value as never;
  }
  if (input.type === 'image' && input.decorative) {
    fields.decorative = true;
    delete fields.alt;
  }
  if (input.featuredOnService) fields.featuredOnService = true;
  return fields as Pick<PortfolioItem, 'title' | 'description' | 'type' | 'src'> & Partial<PortfolioItem>;
}

/** How an item looks once the server has taken `input` (shown while the change is still queued). */
export function optimisticItem(
  input: ItemInput & { id: string },
  base: { order: number; version: number; updatedAt: string },
): PortfolioItem {
  return { ...contentOf(input), id: input.id, ...base };
}

/**
 * Whether the server's item already holds what `input` asks for: after a crash or a lost answer, a
 * create answered "already exists" or an update answered "version changed" may simply be our own
 * earlier attempt. Embed markup is rebuilt by the server, so only its presence is compared.
 */
export function sameContent(item: PortfolioItem, input: ItemInput): boolean {
  const wanted = contentOf(input);
  return (
    CONTENT_FIELDS.every((name) => {
      if (name === 'src' && item.type === 'embed') return item.src.length > 0 && wanted.src.length > 0;
      return (item[name] ?? undefined) === (wanted[name] ?? undefined);
    }) &&
    (item.decorative ?? false) === (wanted.decorative ?? false) &&
    (item.featuredOnService ?? false) === (wanted.featuredOnService ?? false)
  );
}
