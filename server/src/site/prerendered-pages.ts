import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ORIGIN_PLACEHOLDER } from './origin-placeholder.ts';

export interface CachedPage {
  body: Buffer;
  /** The same bytes compressed once, so a page is never compressed per request. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The HTML written at build time for fixed pages, with the public origin filled in. Each page is
 * read once per origin and kept in memory with its ETag.
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, CachedPage | null>();
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  async get(pathname: string, origin: string): Promise<CachedPage | null> {
    const key = `${origin}${pathname}`;
    if (this.cache.has(key)) return this.cache.get(key)!;
    const page = await this.load(pathname, origin);
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(key, page);
    return page;
  }

  private async load(pathname: string, origin: string): Promise<CachedPage | null> {
    if (!/^\/[a-z0-9\-/]*$/.test(pathname) || pathname.includes('//')) return null;
    const file = join(this.dir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      return null;
    }
    const body = Buffer.from(html.replaceAll(ORIGIN_PLACEHOLDER, origin));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { body, br, gzip: gzipSync(body, { level: 9 }), etag };
  }
}
