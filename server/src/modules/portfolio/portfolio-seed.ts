import type { PortfolioSeedItem as SeedItem } from '#shared/content/portfolio/seed-items.ts';
import {
  COLLECTION_KEYS,
  type CollectionKey,
  createItemSchema,
  type PortfolioItem,
} from '#shared/schemas/portfolio.ts';
import { checkInput } from '#shared/schemas/field-problems.ts';
import type { PortfolioRepo } from './portfolio-repo.ts';
import { normaliseFields } from './portfolio-service.ts';

/** A built-in item through the same rules as the owner's input; a bad one stops the start. */
function seedItem(key: CollectionKey, seed: SeedItem, order: number, at: string): PortfolioItem {
  const parsed = checkInput(createItemSchema, seed);
  if (!parsed.ok) throw new Error(`Built-in portfolio item ${key}/${seed.id}: ${parsed.error}`);
  try {
    return { ...normaliseFields(seed.id, parsed.data), order, version: 1, updatedAt: at };
  } catch (err) {
    throw new Error(`Built-in portfolio item ${key}/${seed.id}: ${(err as Error).message}`);
  }
}

/**
 * Fills each collection with its built-in items the first time the datastore opens. A marker per
 * collection records it, so items the owner later edits or deletes are never put back. A
 * collection that already holds items (data from before seeding existed) only gets the marker.
 */
export async function seedPortfolio(
  repo: PortfolioRepo,
  seed: Record<CollectionKey, SeedItem[]>,
  now: Date = new Date(),
): Promise<CollectionKey[]> {
  const at = now.toISOString();
  const seeded: CollectionKey[] = [];
  for (const key of COLLECTION_KEYS) {
    if (await repo.isSeeded(key)) continue;
    const hasItems = (await repo.list(key)).length > 0;
    const items = hasItems ? [] : (seed[key] ?? []).map((item, i) => seedItem(key, item, i, at));
    await repo.seed(key, items, at);
    seeded.push(key);
  }
  return seeded;
}
