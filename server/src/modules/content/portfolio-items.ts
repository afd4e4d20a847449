import type { z } from 'zod';
import {
  COLLECTION_KEYS,
  type CollectionKey,
  type createItemSchema,
  type PortfolioData,
  type PortfolioItem,
  type updateItemSchema,
} from '#shared/schemas/portfolio.ts';
import type { ContentService } from './content-service.ts';
import { toItem } from './portfolio-kind.ts';

/**
 * The spec's portfolio calls (section 7) over the one content service: each collection is a kind
 * (portfolio-kind.ts), so ids, versions, order, the audit trail, the trash and the change feed
 * are the content service's. This only speaks the portfolio's words and answers its item shape.
 */
export class PortfolioItems {
  private readonly content: ContentService;
  constructor(content: ContentService) {
    this.content = content;
  }

  /** One collection in the owner's order. */
  async list(key: CollectionKey): Promise<PortfolioItem[]> {
    return (await this.content.listAll(key)).map(toItem);
  }

  /** Every collection (GET /api/admin/portfolio). */
  async all(): Promise<PortfolioData> {
    const lists = await Promise.all(COLLECTION_KEYS.map((key) => this.list(key)));
    return Object.fromEntries(COLLECTION_KEYS.map((key, i) => [key, lists[i]])) as PortfolioData;
  }

  /** A client-chosen id is kept (the admin makes it as spec section 3 says); a taken one is a 409. */
  async create(key: CollectionKey, input: z.output<typeof createItemSchema>, who: string) {
    return toItem(await this.content.create(key, input, who));
  }

  /** `version`, when sent, must equal the stored one; each update adds one to it. */
  async update(key: CollectionKey, input: z.output<typeof updateItemSchema>, who: string) {
    return toItem(await this.content.update(key, input.id, input, who));
  }

  /** `expectedVersion`, when given, must be the stored version (409 otherwise: changed elsewhere). */
  remove(key: CollectionKey, id: string, who: string, expectedVersion?: number): Promise<void> {
    return this.content.remove(key, id, who, expectedVersion);
  }

  /** `ids` must be the collection's ids, each once, in the new order. */
  async reorder(key: CollectionKey, ids: string[], who: string): Promise<PortfolioItem[]> {
    return (await this.content.reorder(key, ids, who)).map(toItem);
  }
}
