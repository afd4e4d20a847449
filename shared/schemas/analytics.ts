import { z } from 'zod';
import { SCREEN_CLASSES } from '../analytics/page-template.ts';
import { VITAL_NAMES } from '../analytics/web-vitals.ts';

/**
 * The analytics beacon (POST /api/event, sent by the page's measuring script with sendBeacon) and
 * the owner's summary (GET /api/admin/analytics/summary). docs/analytics.md says what is collected.
 */

/** A site path as a page reports it: starts with one slash, no query, bounded. */
const pathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^?#\s]*$/);
/** A host name as a beacon reports it (referrer, outbound link): lower case, no port or path. */
const hostSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9.:[\]-]+$/);
const shortText = z.string().trim().max(100);

const pageViewBeacon = z.strictObject({
  t: z.literal('pageview'),
  p: pathSchema,
  /** The referrer's host only (never its path). */
  r: hostSchema.optional(),
  /** utm_source and utm_campaign of the page's address. */
  us: shortText.optional(),
  uc: shortText.optional(),
  /** The site-search term (/search?q=). */
  q: shortText.optional(),
  sc: z.enum(SCREEN_CLASSES),
});

/** What a visitor did on a page: left by an outbound link, played a video, opened a 3D tour. */
export const INTERACTION_KINDS = ['outbound', 'video', 'tour'] as const;
const interactionBeacon = z.strictObject({
  t: z.literal('event'),
  k: z.enum(INTERACTION_KINDS),
  p: pathSchema,
  /** The outbound link's host. */
  h: hostSchema.optional(),
});

const vitalsBeacon = z.strictObject({
  t: z.literal('vitals'),
  p: pathSchema,
  sc: z.enum(SCREEN_CLASSES),
  m: z.partialRecord(z.enum(VITAL_NAMES), z.number().min(0).max(600_000)),
});

export const beaconSchema = z.discriminatedUnion('t', [pageViewBeacon, interactionBeacon, vitalsBeacon]);
export type Beacon = z.infer<typeof beaconSchema>;

/**
 * Conversions the server records when a form brings a new lead, attributed to the visit's landing
 * page: a quote request to the agency, a buyer's question from a listing's page (a lead for the
 * listing agent, not a client of the agency), a newsletter signup.
 */
export const CONVERSION_KINDS = ['quote-request', 'listing-lead', 'newsletter-signup'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
/** A conversion's landing page when no page of its visit was counted (beacons blocked, JavaScript off). */
export const UNKNOWN_LANDING_PAGE = '(unknown)';

/** The period of a summary: the last 1 to 400 days, today included. */
const periodDays = z.number().int().min(1).max(400);
export const summaryQuerySchema = z.strictObject({ days: z.coerce.number().pipe(periodDays).default(30) });
/** The same period as the desktop renderer asks for it (a number, not query text). */
export const summaryPeriodSchema = z.strictObject({ days: periodDays });

const count = z.number().int().min(0);

export const analyticsSummarySchema = z.object({
  /** Whether counting is on (ANALYTICS); off, the figures are what was counted before. */
  enabled: z.boolean(),
  days: z.number().int(),
  /** First and last day of the period (the agency's days, Toronto: YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totals: z.object({ views: count, visitors: count, conversions: count }),
  /** Every day of the period, oldest first, days without visits included. */
  daily: z.array(z.object({ day: z.string(), views: count, visitors: count })),
  pages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  /**
   * The site's name of each address above that is a page of the site ("/": "Home", "/search":
   * "Search"), for showing beside it; an address no page has (an old or deleted one) has none.
   */
  names: z.record(z.string(), z.string()).optional(),
  referrers: z.array(z.object({ host: z.string(), views: count })),
  campaigns: z.array(z.object({ source: z.string(), campaign: z.string(), views: count })),
  searches: z.array(z.object({ term: z.string(), count })),
  interactions: z.array(
    z.object({ kind: z.enum(INTERACTION_KINDS), path: z.string(), target: z.string(), count }),
  ),
  conversions: z.array(
    z.object({ kind: z.enum(CONVERSION_KINDS), landingPage: z.string(), referrer: z.string(), count }),
  ),
  vitals: z.array(
    z.object({
      template: z.string(),
      /** `all`, or one screen class. */
      device: z.enum(['all', ...SCREEN_CLASSES]),
      metric: z.enum(VITAL_NAMES),
      p75: z.number(),
      samples: count,
      rating: z.enum(['good', 'needs-improvement', 'poor']),
    }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
