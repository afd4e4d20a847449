import { join } from 'node:path';
import { z } from 'zod';
import { portfolioDataSchema, type PortfolioData } from '#shared/schemas/portfolio.ts';
import { readJsonFile, removeFileDurably, writeJsonFile } from './atomic-file.ts';

const CACHE_FILE = 'portfolio-cache.json';

const cacheFileSchema = z.object({
  v: z.literal(1),
  siteUrl: z.string(),
  savedAt: z.string(),
  data: portfolioDataSchema,
});

/** The last portfolio data the server answered, shown (with queued changes applied) while offline. */
export class PortfolioCache {
  private readonly path: string;
  private readonly siteUrl: string;
  private cached: { data: PortfolioData; savedAt: string } | undefined;

  private constructor(path: string, siteUrl: string) {
    this.path = path;
    this.siteUrl = siteUrl;
  }

  static async open(dir: string, siteUrl: string): Promise<PortfolioCache> {
    const cache = new PortfolioCache(join(dir, CACHE_FILE), siteUrl);
    const file = await readJsonFile(cache.path, cacheFileSchema);
    if (file && file.siteUrl === siteUrl) cache.cached = { data: file.data, savedAt: file.savedAt };
    return cache;
  }

  get data(): PortfolioData | undefined {
    return this.cached?.data;
  }
  get savedAt(): string | undefined {
    return this.cached?.savedAt;
  }

  async save(data: PortfolioData, now = new Date()): Promise<void> {
    const savedAt = now.toISOString();
    await writeJsonFile(this.path, { v: 1, siteUrl: this.siteUrl, savedAt, data });
    this.cached = { data, savedAt };
  }

  async clear(): Promise<void> {
    this.cached = undefined;
    await removeFileDurably(this.path);
  }
}
