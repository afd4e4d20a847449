import { BEACON_ADDRESS } from '../analytics/beacon-address.ts';

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
  publicPortfolio: (key: string) => `/api/portfolio/${encodeURIComponent(key)}`,
  portfolio: (key: string) => `/api/portfolio/${encodeURIComponent(key)}`,
  portfolioItem: (key: string, id: string) =>
    `/api/portfolio/${encodeURIComponent(key)}/${encodeURIComponent(id)}`,
  portfolioOrder: (key: string) => `/api/portfolio/${encodeURIComponent(key)}/order`,
  upload: '/api/upload',
  /** The media library: every upload with its uses (owner only); delete an unused one. */
  adminMedia: '/api/admin/media',
  adminMediaItem: (id: string) => `/api/admin/media/${encodeURIComponent(id)}`,
  inquiries: '/api/inquiries',
  inquiryFormToken: '/api/inquiries/form-token',
  adminInquiries: '/api/admin/inquiries',
  adminInquiry: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}`,
  adminSubscribers: '/api/admin/subscribers',
  adminAudit: '/api/admin/audit',
  /** Deleted entries of every kind, kept 30 days (docs/trash.md). */
  adminTrash: '/api/admin/trash',
  adminTrashRestore: (id: string) => `/api/admin/trash/${encodeURIComponent(id)}/restore`,
  /** Site readiness: sample content still shown and the settings a live site needs (owner only). */
  adminReadiness: '/api/admin/readiness',
  /** Analytics beacons from the site's pages (sendBeacon; always 204, docs/analytics.md). */
  analyticsEvent: BEACON_ADDRESS,
  /** The owner's analytics figures for the last `days` days. */
  adminAnalyticsSummary: '/api/admin/analytics/summary',
  /** Stored content (projects, posts): live entries for visitors, everything for the owner. */
  content: (kind: string) => `/api/content/${encodeURIComponent(kind)}`,
  contentAt: (kind: string, slug: string) =>
    `/api/content/${encodeURIComponent(kind)}/${encodeURIComponent(slug)}`,
  adminContent: (kind: string) => `/api/admin/content/${encodeURIComponent(kind)}`,
  adminContentEntry: (kind: string, id: string) =>
    `/api/admin/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
  adminContentVersions: (kind: string, id: string) =>
    `/api/admin/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/versions`,
  adminContentRestore: (kind: string, id: string, version: number) =>
    `/api/admin/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/versions/${version}/restore`,
  /** A listing's delivery address: POST revokes it and answers a new one (docs/listings.md). */
  listingDelivery: (id: string) => `/api/admin/content/listings/${encodeURIComponent(id)}/delivery`,
  /** Where the signed-in owner sees a draft rendered as the public page will be. */
  contentPreview: (kind: string, id: string) =>
    `/preview/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';
