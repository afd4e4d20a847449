import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ORIGIN_PLACEHOLDER } from './origin-placeholder.ts';
import type { PageRenderer } from './page-renderer.ts';

/** The agency's calendar day (Toronto), as YYYY-MM-DD: the day a page's dates are rendered for. */
export function agencyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Written beside the prerendered pages by the build: the day they were rendered for. */
export const RENDERED_ON_FILE = 'rendered-on.txt';

export interface CachedPage {
  body: Buffer;
  /** The same bytes compressed once, so a page is never compressed per request. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The HTML written at build time for fixed pages, with the public origin filled in. Each page is
 * read once per origin and kept in memory with its ETag. Fixed pages still show today's date (the
 * footer's year, the legal pages' "Last updated" line), so from the day after the build on, a page
 * is rendered again once per day instead of read from disk.
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, CachedPage | null>();
  private cacheDay = '';
  private renderedOn: Promise<string>;
  private readonly dir: string;
  private readonly renderer: PageRenderer;
  private readonly clock: () => Date;

  constructor(dir: string, renderer: PageRenderer, clock: () => Date = () => new Date()) {
    this.dir = dir;
    this.renderer = renderer;
    this.clock = clock;
    this.renderedOn = readFile(join(dir, RENDERED_ON_FILE), 'utf8').then(
      (text) => text.trim(),
      () => '',
    );
  }

  async get(pathname: string, origin: string): Promise<CachedPage | null> {
    const now = this.clock();
    const today = agencyDay(now);
    if (today !== this.cacheDay) {
      this.cache.clear();
      this.cacheDay = today;
    }
    const key = `${origin}${pathname}`;
    if (this.cache.has(key)) return this.cache.get(key)!;
    const page = await this.load(pathname, origin, today === (await this.renderedOn) ? null : now);
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(key, page);
    return page;
  }

  /** The built page, or, when `renderFor` is set, the same page rendered afresh for that time. */
  private async load(pathname: string, origin: string, renderFor: Date | null): Promise<CachedPage | null> {
    if (!/^\/[a-z0-9\-/]*$/.test(pathname) || pathname.includes('//')) return null;
    const file = join(this.dir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      return null;
    }
    if (renderFor) {
      const page = await this.renderer.renderPage({ url: pathname, origin, now: renderFor });
      if (page.status === 200 && !page.redirect) html = page.body;
    }
    const body = Buffer.from(html.replaceAll(ORIGIN_PLACEHOLDER, origin));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { body, br, gzip: gzipSync(body, { level: 9 }), etag };
  }
}
