import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PagePolicy } from '#shared/api/page-policy.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import type { ReturnedForm } from '#shared/schemas/inquiry.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import { AgencyDayClock, RENDERED_ON_FILE } from './agency-day.ts';
import { ORIGIN_PLACEHOLDER } from './origin-placeholder.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { makeReadyAnswer, type ReadyAnswer } from '../http/ready-answer.ts';
import { SPECULATION_RULES_HEADER } from './speculation-rules.ts';

/** Fixed pages: a CDN may keep them for a while but must revalidate after; browsers revalidate. */
const FIXED_PAGE_CACHE = 'public, max-age=0, s-maxage=300, must-revalidate';
/** Pages built from changing data: always revalidated (the ETag makes that a 304). */
const DATA_PAGE_CACHE = 'no-cache';
const HTML = 'text/html; charset=utf-8';

/** The one key of the 404 page, and the address it is rendered for (never a visitor's path). */
const NOT_FOUND_KEY = '404';
export const NOT_FOUND_RENDER_PATH = '/404';
/** Addresses whose policy is remembered at most (policyOf). */
const POLICIES_KEPT = 1024;

interface SitePagesOptions {
  renderer: PageRenderer;
  /** The configured public origin: pages are built for it only. */
  origin: string;
  siteData?: SiteData | undefined;
  /** dist/prerendered of a build; absent in development (every cacheable page is rendered). */
  prerenderedDir?: string | undefined;
  /** Omit to render every page per request (development: the source changes under us). */
  cache?: PageCache | undefined;
  changes?: ChangeFeed | undefined;
  clock?: () => Date;
}

/** An address's policy being worked out, and once it is, the policy itself (read synchronously). */
interface KnownPolicy {
  pending: Promise<PagePolicy>;
  value?: PagePolicy;
}

/** What the site answers for a page: a ready answer, a redirect, or a page made for this request. */
export type SitePage =
  | { kind: 'ready'; answer: ReadyAnswer }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'fresh'; page: RenderedPage };

/**
 * The site's pages, made as each route's policy says (shared/api/page-policy.ts): fixed and
 * data-driven pages are rendered once (per data change, per day) and served from the page cache
 * with their compressed copies; per-request pages, and addresses with a query parameter the page
 * reads (its policy's `query`), are rendered for the request. Concurrent first requests for one
 * page share one render.
 */
export class SitePages {
  private readonly options: SitePagesOptions;
  private readonly cache: PageCache | undefined;
  private readonly day: AgencyDayClock;
  private readonly renderedOn: Promise<string>;
  /** Renders under way, shared by concurrent requests, with the cache generation each began in. */
  private readonly inflight = new Map<string, { generation: number; page: Promise<SitePage> }>();
  /** Each address's policy (policyOf); the routes never change while the server runs. */
  private readonly policies = new Map<string, KnownPolicy>();
  /** Renders made for the cache (read by tests: "rendered once per change"). */
  renders = 0;

  constructor(options: SitePagesOptions) {
    this.options = options;
    this.cache = options.cache;
    this.day = new AgencyDayClock(options.clock);
    this.renderedOn = options.prerenderedDir
      ? readFile(join(options.prerenderedDir, RENDERED_ON_FILE), 'utf8').then(
          (text) => text.trim(),
          () => '',
        )
      : Promise.resolve('');
    options.changes?.subscribe(({ tags }) => this.cache?.invalidate(tags));
  }

  /** Pages held in the cache now (tests: the cache does not grow with made-up addresses). */
  get cachedPages(): number {
    return this.cache?.size ?? 0;
  }

  /** The ready answer for an exact path, if one is in memory now (the fast path's question). */
  ready(pathname: string): ReadyAnswer | undefined {
    return this.cache?.get(pathname, this.day.today())?.answer;
  }

  /**
   * The same for an address with a query, when the page is known not to read it (a campaign
   * link): its policy was worked out by an earlier request, and names none of the parameters.
   */
  readyIgnoring(pathname: string, query: string): ReadyAnswer | undefined {
    const policy = this.policies.get(pathname)?.value;
    if (!policy || policy.kind === 'per-request' || readsQuery(policy, query)) return undefined;
    return this.ready(pathname);
  }

  async page(pathname: string, query: string, userAgent: string): Promise<SitePage> {
    const policy = await this.policyOf(pathname);
    // A query the page does not read (a campaign's utm_source, anything made up) does not change
    // its HTML: the kept page answers, instead of a render per request that anyone could ask for.
    if (!this.cache || policy.kind === 'per-request' || readsQuery(policy, query)) {
      return this.fresh(`${pathname}${query}`, userAgent);
    }
    const key = policy.notFound ? NOT_FOUND_KEY : pathname;
    const day = this.day.today();
    const hit = this.cache.get(key, day);
    if (hit) return { kind: 'ready', answer: hit.answer };
    // A render that began before the last change of the data is stale for a request that came
    // after it: such a request starts its own render instead of waiting for that one.
    const pending = this.inflight.get(key);
    if (pending && pending.generation === this.cache.generation) return pending.page;
    const started = {
      generation: this.cache.generation,
      page: this.build(key, pathname, policy, day).finally(() => {
        if (this.inflight.get(key) === started) this.inflight.delete(key);
      }),
    };
    this.inflight.set(key, started);
    return started.page;
  }

  /**
   * Whether an address is one of the site's pages: a route other than the catch-all 404 matches it
   * (analytics counts beacons about pages only). From the remembered policies: matching costs
   * about 90 µs, more than the rest of a beacon's work.
   */
  async isPage(pathname: string): Promise<boolean> {
    return !(await this.policyOf(pathname)).notFound;
  }

  /**
   * An address's policy, worked out once per address while pages are kept (matching an address
   * against every route was most of the cost of a kept page answered through Express). Bounded:
   * addresses are the client's, so the map is emptied when full.
   */
  private policyOf(pathname: string): Promise<PagePolicy> {
    if (!this.cache) return this.options.renderer.pagePolicy(pathname);
    let known = this.policies.get(pathname);
    if (!known) {
      if (this.policies.size >= POLICIES_KEPT) this.policies.clear();
      const entry: KnownPolicy = { pending: this.options.renderer.pagePolicy(pathname) };
      this.policies.set(pathname, entry);
      entry.pending.then(
        (policy) => {
          entry.value = policy;
        },
        // A failure is not remembered: the next request asks again.
        () => this.policies.delete(pathname),
      );
      known = entry;
    }
    return known.pending;
  }

  /** A page made for this request only (per-request routes, a query the page reads, previews). */
  async fresh(url: string, userAgent: string, siteData = this.options.siteData): Promise<SitePage> {
    const { origin } = this.options;
    const page = await this.options.renderer.renderPage({ url, origin, userAgent, siteData });
    return page.redirect ? redirect(page) : { kind: 'fresh', page };
  }

  /**
   * A request form's page, made for the answer to a refused plain post with what the visitor typed
   * filled back in (README.md, "Quote requests"); never kept. null when there is no such page to
   * show (the listing moved or went, the render failed): the caller redirects instead.
   */
  async withReturnedForm(
    url: string,
    userAgent: string,
    returnedForm: ReturnedForm,
  ): Promise<RenderedPage | null> {
    const { origin, siteData } = this.options;
    const page = await this.options.renderer.renderPage({ url, origin, userAgent, siteData, returnedForm });
    return page.status === 200 && !page.redirect && page.error === undefined ? page : null;
  }

  private async build(key: string, pathname: string, policy: PagePolicy, day: string): Promise<SitePage> {
    const cache = this.cache!;
    const generation = cache.generation;
    const now = this.day.now();
    const fixed = policy.kind === 'prerender';
    let page: RenderedPage | null = null;
    if (fixed && day === (await this.renderedOn)) page = await this.readPrerendered(pathname);
    if (!page) {
      this.renders++;
      page = await this.options.renderer.renderPage({
        url: policy.notFound ? NOT_FOUND_RENDER_PATH : pathname,
        origin: this.options.origin,
        now,
        siteData: this.options.siteData,
      });
    }
    if (page.redirect) return redirect(page);
    // A known route can still answer 404 (a slug that does not exist): not kept, or every
    // made-up slug would take a cache entry. Only the shared 404 page's own 404 is kept; an error
    // (500, or 503 when the datastore could not be read) is never kept.
    const keepable = page.status === 200 || (policy.notFound && page.status === 404);
    if (!keepable) return { kind: 'fresh', page };
    const answer = await makeReadyAnswer(Buffer.from(page.body), {
      status: page.status,
      contentType: HTML,
      cacheControl: page.status !== 200 ? 'no-store' : fixed ? FIXED_PAGE_CACHE : DATA_PAGE_CACHE,
      // Fixed pages are made once a day: worth Brotli's best. Data pages may be rebuilt in bursts.
      brotliQuality: fixed ? 11 : 6,
      headers: [SPECULATION_RULES_HEADER],
    });
    // Data changed while this page was being made: answer with it, but do not keep it.
    if (cache.generation === generation) {
      const entry: CachedPage = { answer, tags: policy.tags, day };
      cache.set(key, entry);
    }
    return { kind: 'ready', answer };
  }

  private async readPrerendered(pathname: string): Promise<RenderedPage | null> {
    if (!this.options.prerenderedDir || !/^\/[a-z0-9\-/]*$/.test(pathname) || pathname.includes('//')) {
      return null;
    }
    const file = join(
      this.options.prerenderedDir,
      pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`,
    );
    try {
      const html = await readFile(file, 'utf8');
      return { status: 200, body: html.replaceAll(ORIGIN_PLACEHOLDER, this.options.origin) };
    } catch {
      return null;
    }
  }
}

/** Whether `query` (`?a=1&b`, or '') carries a parameter the page's HTML depends on. */
function readsQuery(policy: PagePolicy, query: string): boolean {
  if (policy.query.length === 0 || query.length < 2) return false;
  const params = new URLSearchParams(query);
  return policy.query.some((name) => params.has(name));
}

const redirect = (page: RenderedPage): SitePage => ({
  kind: 'redirect',
  status: page.status >= 300 && page.status < 400 ? page.status : 302,
  location: page.redirect!,
});
