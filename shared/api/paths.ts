import { BEACON_ADDRESS } from '../analytics/beacon-address.ts';

/**
 * The addresses with a part that varies, as the server's router names them: each `:name` is
 * filled from a field of that name (`fill`). The functions of API below are these, filled.
 */
export const ROUTES = {
  portfolio: '/api/portfolio/:key',
  portfolioItem: '/api/portfolio/:key/:id',
  portfolioOrder: '/api/portfolio/:key/order',
  adminMediaItem: '/api/admin/media/:id',
  adminInquiry: '/api/admin/inquiries/:id',
  adminTrashRestore: '/api/admin/trash/:id/restore',
  listingDelivery: '/api/admin/content/listings/:id/delivery',
  content: '/api/content/:kind',
  contentAt: '/api/content/:kind/:slug',
  adminContent: '/api/admin/content/:kind',
  adminContentEntry: '/api/admin/content/:kind/:id',
  adminContentVersions: '/api/admin/content/:kind/:id/versions',
  adminContentVersion: '/api/admin/content/:kind/:id/versions/:version',
  adminContentRestore: '/api/admin/content/:kind/:id/versions/:version/restore',
} as const;

const PARAM = /:([A-Za-z]+)/g;

/** A route with each `:name` replaced by that field of `params`, encoded. */
export const fill = (route: string, params: Readonly<Record<string, unknown>>): string =>
  route.replace(PARAM, (_, name: string) => encodeURIComponent(String(params[name])));

/** The names a route takes from its input (`:key`, `:id`). */
export const routeParams = (route: string): Set<string> =>
  new Set([...route.matchAll(PARAM)].map((m) => m[1]!));

/** The API route table: one place for every path the server serves and the clients call. */
export const API = {
  health: '/api/health',
  ready: '/api/ready',
  newsletter: '/api/newsletter',
  unsubscribe: '/api/newsletter/unsubscribe',
  sessionUser: '/api/auth/user',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  setup: '/api/auth/setup',
  adminPortfolio: '/api/admin/portfolio',
  publicPortfolio: (key: string) => fill(ROUTES.portfolio, { key }),
  portfolio: (key: string) => fill(ROUTES.portfolio, { key }),
  portfolioItem: (key: string, id: string) => fill(ROUTES.portfolioItem, { key, id }),
  portfolioOrder: (key: string) => fill(ROUTES.portfolioOrder, { key }),
  upload: '/api/upload',
  /** The media library: every upload with its uses (owner only); delete an unused one. */
  adminMedia: '/api/admin/media',
  adminMediaItem: (id: string) => fill(ROUTES.adminMediaItem, { id }),
  inquiries: '/api/inquiries',
  inquiryFormToken: '/api/inquiries/form-token',
  adminInquiries: '/api/admin/inquiries',
  adminInquiry: (id: string) => fill(ROUTES.adminInquiry, { id }),
  adminSubscribers: '/api/admin/subscribers',
  adminAudit: '/api/admin/audit',
  /** Deleted entries of every kind, kept 30 days (docs/trash.md). */
  adminTrash: '/api/admin/trash',
  adminTrashRestore: (id: string) => fill(ROUTES.adminTrashRestore, { id }),
  /** Site readiness: sample content still shown and the settings a live site needs (owner only). */
  adminReadiness: '/api/admin/readiness',
  /** Analytics beacons from the site's pages (sendBeacon; always 204, docs/analytics.md). */
  analyticsEvent: BEACON_ADDRESS,
  /** The owner's analytics figures for the last `days` days. */
  adminAnalyticsSummary: '/api/admin/analytics/summary',
  /** Stored content (projects, posts): live entries for visitors, everything for the owner. */
  content: (kind: string) => fill(ROUTES.content, { kind }),
  contentAt: (kind: string, slug: string) => fill(ROUTES.contentAt, { kind, slug }),
  adminContent: (kind: string) => fill(ROUTES.adminContent, { kind }),
  adminContentEntry: (kind: string, id: string) => fill(ROUTES.adminContentEntry, { kind, id }),
  adminContentVersions: (kind: string, id: string) => fill(ROUTES.adminContentVersions, { kind, id }),
  adminContentRestore: (kind: string, id: string, version: number) =>
    fill(ROUTES.adminContentRestore, { kind, id, version }),
  /** A listing's delivery address: POST revokes it and answers a new one (docs/listings.md). */
  listingDelivery: (id: string) => fill(ROUTES.listingDelivery, { id }),
  /** Where the signed-in owner sees a draft rendered as the public page will be. */
  contentPreview: (kind: string, id: string) =>
    `/preview/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';
