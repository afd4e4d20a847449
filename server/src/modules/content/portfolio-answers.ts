import { portfolioTag, touches } from '#shared/constants/data-tags.ts';
import { COLLECTION_KEYS, type CollectionKey } from '#shared/schemas/portfolio.ts';
import { makeReadyAnswer, type ReadyAnswer } from '../../http/ready-answer.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { PortfolioItems } from './portfolio-items.ts';

const PREFIX = '/api/portfolio/';
const KEYS = new Set<string>(COLLECTION_KEYS);

/**
 * The public `GET /api/portfolio/<key>` answers, made once per change of their collection (the
 * change feed's `portfolio:<key>`) with their compressed copies, like the page cache's pages: the
 * Express route and the fast path send these same bytes and headers. Eight keys at most.
 */
export class PortfolioAnswers {
  private readonly answers = new Map<CollectionKey, ReadyAnswer>();
  private readonly service: PortfolioItems;
  private generation = 0;

  constructor(service: PortfolioItems, changes?: ChangeFeed) {
    this.service = service;
    changes?.subscribe(({ tags }) => {
      this.generation++;
      for (const key of COLLECTION_KEYS) if (touches(tags, portfolioTag(key))) this.answers.delete(key);
    });
  }

  /** The ready answer for an exact address, if made (the fast path's question). */
  ready(path: string): ReadyAnswer | undefined {
    if (!path.startsWith(PREFIX)) return undefined;
    const key = path.slice(PREFIX.length);
    return KEYS.has(key) ? this.answers.get(key as CollectionKey) : undefined;
  }

  async answer(key: CollectionKey): Promise<ReadyAnswer> {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const items = await this.service.list(key);
    const answer = await makeReadyAnswer(Buffer.from(JSON.stringify(items)), {
      contentType: 'application/json; charset=utf-8',
      // As every API answer: the browser and shared caches keep nothing (ETag still gives 304s).
      cacheControl: 'no-store',
      brotliQuality: 6,
    });
    // A change landed while it was being made: answer with it, but do not keep it.
    if (generation === this.generation) this.answers.set(key, answer);
    return answer;
  }
}
