import { pageTemplate } from '#shared/analytics/page-template.ts';
import { bucketOf, VITAL_NAMES } from '#shared/analytics/web-vitals.ts';
import {
  type AnalyticsSummary,
  type Beacon,
  type ConversionKind,
  UNKNOWN_LANDING_PAGE,
} from '#shared/schemas/analytics.ts';
import { agencyDayAt, daysBefore } from '../../lib/agency-day.ts';
import type { AnalyticsRepo } from './analytics-repo.ts';
import { buildSummary } from './analytics-summary.ts';
import { CountBuffer } from './count-buffer.ts';
import { DailyVisitors, VISIT_GAP_MS } from './daily-visitors.ts';
import { listingOfPath } from './listing-figures.ts';

/** Who sent a beacon, as far as counting needs: never stored, only hashed with the day's salt. */
export interface Client {
  address: string;
  userAgent: string;
}

interface AnalyticsOptions {
  enabled: boolean;
  /** Share of pages whose Web Vitals are kept (0-1). */
  vitalsSample: number;
  retentionDays: number;
  /** Host names of this site: a referrer among them is not a source of visits. */
  ownHosts: ReadonlySet<string>;
  flushMs?: number;
  now?: () => number;
  random?: () => number;
  onError?: (err: unknown, what: string) => void;
}

/** A search term that looks like an e-mail address or a phone number is not kept as typed. */
const PERSONAL_TERM = /@|\d[\d\s().-]{6,}\d/;
/**
 * A listing's MLS® number (a letter and 7 or 8 digits, as TRREB's `C12345678`): a search for a
 * house, not a person, though its digits look like a phone number's.
 */
const MLS_NUMBER = /\b[a-z]\d{7,8}\b/g;
const isPersonal = (term: string) => PERSONAL_TERM.test(term.replace(MLS_NUMBER, ''));
/** Typed text as one entry: "Spring  Sale " and "spring sale" are the same campaign or search. */
const tidy = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const normaliseTerm = (q: string) => tidy(q).slice(0, 80);
/** A campaign link's utm value, tidied; "(none)" when the link had only the other one. */
const campaignPart = (value: string | undefined) => (value && tidy(value)) || '(none)';
/** The site's own `www.` and bare host are one site: a referrer from either is a page of the visit. */
const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

/**
 * Counts page views, visitors, sources, searches, interactions, conversions and Web Vitals into
 * per-day counters, buffered in memory and written every few seconds (and on stop). docs/analytics.md.
 */
export class AnalyticsService {
  private readonly repo: AnalyticsRepo;
  private readonly options: Required<Omit<AnalyticsOptions, 'onError'>> & Pick<AnalyticsOptions, 'onError'>;
  private readonly buffer = new CountBuffer();
  private readonly visitors = new DailyVisitors();
  /** The site's own hosts without `www.` (ownHosts: the referrers that are pages of a visit). */
  private readonly ownSites: ReadonlySet<string>;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private lastPurgeDay = '';
  /** Beacons refused before counting (malformed, rate-limited, private, the owner's). */
  ignored = 0;

  constructor(repo: AnalyticsRepo, options: AnalyticsOptions) {
    this.repo = repo;
    this.options = {
      flushMs: 5000,
      now: Date.now,
      random: Math.random,
      ...options,
    };
    this.ownSites = new Set([...options.ownHosts].map(withoutWww));
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  private day = { day: '', starts: 0, ends: 0 };
  /**
   * Today's agency day (Toronto, 23 or 25 hours on a clock change), worked out again only when the
   * clock leaves it (every beacon asks).
   */
  private today(): string {
    const now = this.options.now();
    if (now >= this.day.ends || now < this.day.starts) this.day = agencyDayAt(now);
    // The day before's visitors are kept only for visits going on past midnight.
    if (now - this.day.starts >= VISIT_GAP_MS) this.visitors.forgetPrevious();
    return this.day.day;
  }

  /** Counts what one well-formed beacon reports. */
  record(beacon: Beacon, client: Client): void {
    if (!this.options.enabled) return;
    const day = this.today();
    const add = (metric: Parameters<CountBuffer['add']>[1], dims: string[]) =>
      this.buffer.add(day, metric, dims);
    const path = beacon.p.length > 1 ? beacon.p.replace(/\/+$/, '') : beacon.p;
    if (beacon.t === 'pageview') {
      const referrer = beacon.r && !this.ownSites.has(withoutWww(beacon.r)) ? beacon.r : '';
      add('view', [path]);
      const listing = listingOfPath(path);
      const seen = this.visitors.see(day, this.options.now(), client, path, referrer, listing);
      if (seen?.newOnPage) add('visitor', [path]);
      // A listing's visitors once a day across its pages (branded and unbranded): listing-figures.ts.
      if (seen?.newOnListing && listing) add('listing-visitor', [listing]);
      if (seen?.newVisitor) add('site-visitor', []);
      if (referrer) add('referrer', [referrer]);
      if (beacon.us || beacon.uc) add('campaign', [campaignPart(beacon.us), campaignPart(beacon.uc)]);
      if (beacon.q && path === '/search') {
        const term = normaliseTerm(beacon.q);
        if (term) add('search', [isPersonal(term) ? '(withheld: personal details)' : term]);
      }
    } else if (beacon.t === 'event') {
      add('interaction', [beacon.k, path, beacon.h ?? '']);
    } else if (this.options.random() < this.options.vitalsSample) {
      const template = pageTemplate(path);
      for (const name of VITAL_NAMES) {
        const value = beacon.m[name];
        if (value !== undefined) add('vital', [name, template, beacon.sc, String(bucketOf(name, value))]);
      }
    }
  }

  /** A new lead (quote request, newsletter signup), credited to its visit's landing page and referrer. */
  recordConversion(kind: ConversionKind, client: Client): void {
    if (!this.options.enabled) return;
    const day = this.today();
    const landing = this.visitors.landing(day, this.options.now(), client);
    this.buffer.add(day, 'conversion', [
      kind,
      landing?.page ?? UNKNOWN_LANDING_PAGE,
      landing?.referrer ?? '',
    ]);
  }

  /** Writes the pending counts; one flush at a time. A failed write puts them back (within caps). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const rows = this.buffer.take();
      if (rows.length === 0) return;
      try {
        await this.repo.add(rows);
      } catch (err) {
        this.buffer.restore(rows);
        this.options.onError?.(err, 'analytics counts could not be written; kept for the next try');
      }
    });
    return this.flushing;
  }

  /** Deletes the days older than the retention period (once a day). */
  async purgeExpired(): Promise<number> {
    const today = this.today();
    this.lastPurgeDay = today;
    return this.repo.purgeBefore(daysBefore(today, this.options.retentionDays - 1));
  }

  /** Flushes every few seconds (and purges once a day) until stop(). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.flush();
      if (this.lastPurgeDay !== this.today()) {
        this.purgeExpired().catch((err: unknown) => this.options.onError?.(err, 'analytics purge failed'));
      }
    }, this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Counts dropped to keep memory and storage bounded, and beacons ignored. */
  drops(): { counts: number; visitors: number; ignored: number } {
    return { counts: this.buffer.dropped, visitors: this.visitors.dropped, ignored: this.ignored };
  }

  /** The owner's figures for the last `days` days, this instance's pending counts included. */
  async summary(days: number): Promise<AnalyticsSummary> {
    await this.flush();
    const to = this.today();
    const from = daysBefore(to, days - 1);
    return buildSummary(await this.repo.between(from, to), {
      enabled: this.options.enabled,
      days,
      from,
      to,
    });
  }

  /** The counters of a period, for reports beyond the summary (listing-figures.ts). */
  async countsBetween(from: string, to: string) {
    await this.flush();
    return this.repo.between(from, to);
  }

  get now(): number {
    return this.options.now();
  }
}
