import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { API, ROUTES } from '#shared/api/paths.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import { trustProxyValue, type Config } from './config.ts';
import type { DocumentStore } from './db/document-store.ts';
import { FORM_TYPE, JSON_TYPE, MULTIPART_TYPE, requireBodyType } from './http/body-type.ts';
import { wellFormedText } from './http/well-formed-text.ts';
import { hostCheck } from './http/host-check.ts';
import { httpsRedirect } from './http/https-redirect.ts';
import { normalisePath } from './http/path-normalise.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { authRouter } from './modules/auth/auth-router.ts';
import type { AuthService } from './modules/auth/auth-service.ts';
import { healthRouter } from './modules/health/health-router.ts';
import { newsletterRouter } from './modules/newsletter/newsletter-router.ts';
import type { NewsletterService } from './modules/newsletter/newsletter-service.ts';
import { auditRouter } from './modules/audit/audit-router.ts';
import type { AuditService } from './modules/audit/audit-service.ts';
import { requireOwner } from './modules/auth/require-owner.ts';
import { isOwnerBrowser, readSessionToken } from './modules/auth/session-cookie.ts';
import { inquiryRouter } from './modules/inquiries/inquiry-router.ts';
import type { InquiryService } from './modules/inquiries/inquiry-service.ts';
import { previewSiteData } from './modules/content/content-preview.ts';
import { contentRouter } from './modules/content/content-router.ts';
import { toListing } from './modules/content/listing-kind.ts';
import { deliveryRouter } from './modules/listings/delivery-router.ts';
import type { DeliveryService } from './modules/listings/delivery-service.ts';
import type { ContentService } from './modules/content/content-service.ts';
import { PortfolioAnswers } from './modules/content/portfolio-answers.ts';
import type { PortfolioItems } from './modules/content/portfolio-items.ts';
import { portfolioRouter } from './modules/content/portfolio-router.ts';
import { subscribersRouter } from './modules/newsletter/subscribers-router.ts';
import type { SubscribersService } from './modules/newsletter/subscribers-service.ts';
import type { UploadStore } from './modules/uploads/upload-images.ts';
import { uploadRouter } from './modules/uploads/upload-router.ts';
import { trashRouter } from './modules/trash/trash-router.ts';
import type { TrashService } from './modules/trash/trash-service.ts';
import { mediaRouter } from './modules/uploads/media-router.ts';
import type { MediaLibrary } from './modules/uploads/media-library.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import {
  analyticsAdminRouter,
  analyticsIntake,
  beaconFastPath,
  conversionWatcher,
} from './modules/analytics/analytics-router.ts';
import type { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { readinessRouter } from './modules/readiness/readiness-router.ts';
import type { ReadinessService } from './modules/readiness/readiness-service.ts';
import type { ChangeFeed } from './lib/change-feed.ts';
import { droppedLogLines } from './lib/logger.ts';
import { seoFilesRouter } from './site/seo-files-router.ts';
import { visitedPageNames } from '#shared/content/site-map.ts';
import { captureHeaders, createFastPath } from './site/fast-path.ts';
import { PageCache } from './site/page-cache.ts';
import type { PageRenderer } from './site/page-renderer.ts';
import { SitePages } from './site/site-pages.ts';
import { siteRouter } from './site/site-router.ts';
import { StaticAssets } from './site/static-assets.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The datastore (nedb files or PostgreSQL): whether it is ready, and shared rate-limit counters. */
  store: Pick<DocumentStore, 'ready' | 'hitCounters'>;
  renderer: PageRenderer;
  /** dist/ of the production build; absent in development. */
  distDir?: string;
  newsletter: NewsletterService;
  subscribers: SubscribersService;
  auth: AuthService;
  /** The spec's portfolio calls, over the content service. */
  portfolio: PortfolioItems;
  content: ContentService;
  readiness: ReadinessService;
  audit: AuditService;
  inquiries: InquiryService;
  uploads: UploadStore;
  trash: TrashService;
  /** Listings' private delivery (docs/listings.md). */
  delivery: DeliveryService;
  media: MediaLibrary;
  /** Cookieless page analytics (docs/analytics.md); absent, beacons are not served. */
  analytics?: AnalyticsService;
  siteData?: SiteData;
  /** Committed data changes: cached pages built from changed data are dropped. */
  changes?: ChangeFeed;
  startedAt?: Date;
}

/** The Express app, plus the site's pages (tests read how often pages were rendered). */
export type App = Express & { sitePages: SitePages };

/** Builds the Express app. It never listens: server/src/main.ts (or a test) does. */
/** What the owner's content writes may send: the largest entry the schemas allow, with room. */
const CONTENT_BODY_LIMIT = '8mb';
/** Where they go, under /api: the route table's content address up to its first parameter. */
const CONTENT_WRITES = ROUTES.adminContent.slice('/api'.length, ROUTES.adminContent.indexOf(':'));

export function createApp(deps: AppDeps): App {
  const { config, logger } = deps;
  const app = express();
  const production = Boolean(deps.distDir);
  const sitePages = new SitePages({
    renderer: deps.renderer,
    // Pages are built for the configured origin only, never for a request's Host.
    origin: config.publicOrigin,
    siteData: deps.siteData,
    prerenderedDir: deps.distDir && join(deps.distDir, 'prerendered'),
    // Development renders every page afresh: its source changes under Vite.
    cache: production ? new PageCache() : undefined,
    changes: deps.changes,
  });
  const portfolioAnswers = new PortfolioAnswers(deps.portfolio, deps.changes);
  const assets = deps.distDir ? StaticAssets.load(join(deps.distDir, 'client', 'assets')) : undefined;
  let loadedAssets: StaticAssets | undefined;
  void assets?.then((loaded) => {
    loadedAssets = loaded;
  });
  const security = securityHeaders({
    development: config.NODE_ENV === 'development',
    publicOrigin: config.publicOrigin,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  app.use(security);
  app.use(hostCheck(config.acceptedHosts));
  app.use(httpsRedirect(config.publicOrigin));
  app.use(normalisePath);
  app.use(compression());

  // API: JSON bodies only up to 100 kB; every answer is uncacheable unless a route says otherwise.
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Analytics beacons read their own small body and always answer 204, so they come before the
  // body checks; conversions are noted when a form's answer is sent.
  // The owner's browser: signed in, or signed in there before (its mark outlives sign-out).
  const isOwner = async (req: IncomingMessage) =>
    isOwnerBrowser(req, config.cookieSecure) ||
    Boolean(await deps.auth.resumeSession(readSessionToken(req, config.cookieSecure)));
  // Only the site's pages are measured: an address only the 404 route matches is not one.
  const isPage = (path: string) => sitePages.isPage(path).catch(() => true);
  if (deps.analytics) {
    app.use(
      analyticsIntake(deps.analytics, {
        isOwner,
        isPage,
        rateLimit: config.RATE_LIMIT,
        acceptedHosts: config.acceptedHosts,
      }),
    );
    app.use(conversionWatcher(deps.analytics, { isOwner }));
  }
  // A body of a type an address does not read is a 415. The no-JavaScript forms (quote request,
  // newsletter signup, unsubscribe page) post urlencoded; uploads are multipart; everything else takes JSON only.
  app.use(
    '/api',
    requireBodyType({
      [API.upload]: [MULTIPART_TYPE],
      [API.inquiries]: [JSON_TYPE, FORM_TYPE],
      [API.newsletter]: [JSON_TYPE, FORM_TYPE],
      [API.unsubscribe]: [JSON_TYPE, FORM_TYPE],
    }),
  );
  // Bodies are small, but the owner's content writes may be long (a post holds up to 300 blocks of
  // up to 6,000 characters): those take up to CONTENT_BODY_LIMIT once the session is known to be
  // the owner's, so nobody else can make the server parse that much.
  const smallJson = express.json({ limit: '100kb', strict: true, reviver: wellFormedText });
  const contentJson = express.json({ limit: CONTENT_BODY_LIMIT, strict: true, reviver: wellFormedText });
  app.use('/api', (req, res, next) => {
    // Only a content write waits for the session lookup; every other request is parsed at once.
    if (req.method === 'GET' || !req.path.startsWith(CONTENT_WRITES)) return smallJson(req, res, next);
    isOwner(req).then((owner) => (owner ? contentJson : smallJson)(req, res, next), next);
  });
  app.use(
    healthRouter(
      () => deps.store.ready(),
      deps.startedAt ?? new Date(),
      () => droppedLogLines(logger),
    ),
  );
  // With PostgreSQL the limits' counters are in the database, so they hold across instances.
  const rateLimit = { enabled: config.RATE_LIMIT, counters: deps.store.hitCounters?.() };
  app.use(authRouter(deps.auth, { rateLimit, cookieSecure: config.cookieSecure }));
  app.use(
    newsletterRouter(deps.newsletter, {
      rateLimit,
      origin: config.publicOrigin,
      // A refused plain signup is answered with the signup page, the typed address filled back in.
      returnForm: (url, userAgent, typed) => sitePages.withReturnedForm(url, userAgent, typed),
    }),
  );
  const owner = requireOwner(deps.auth);
  app.use(portfolioRouter(deps.portfolio, owner, portfolioAnswers));
  app.use(
    contentRouter(deps.content, owner, { decorate: (kind, entry) => deps.delivery.decorate(kind, entry) }),
  );
  app.use(deliveryRouter(deps.delivery, owner));
  app.use(auditRouter(deps.audit, owner));
  app.use(readinessRouter(deps.readiness, owner));
  // What the site map lists: the published projects and posts, the listed live listings.
  const published = {
    projects: () => deps.content.listLive('projects'),
    posts: async () => (await deps.content.listLive('posts')) as PostEntry[],
    listings: async () => (await deps.content.listPublic('listings')).map(toListing),
  };
  if (deps.analytics) {
    // Unlisted listings too: their figures are the agents' (docs/analytics.md, "The owner's side").
    const names = async () =>
      visitedPageNames(
        await published.projects(),
        await published.posts(),
        (await deps.content.listLive('listings')).map(toListing),
      );
    app.use(analyticsAdminRouter(deps.analytics, owner, names));
  }
  app.use(uploadRouter(deps.uploads, owner, deps.media.names));
  app.use(mediaRouter(deps.media, owner));
  app.use(
    inquiryRouter(deps.inquiries, owner, {
      rateLimit,
      origin: config.publicOrigin,
      // A refused plain post is answered with its form's page, the typing filled back in.
      returnForm: (url, userAgent, typed) => sitePages.withReturnedForm(url, userAgent, typed),
    }),
  );
  app.use(subscribersRouter(deps.subscribers, owner, { origin: config.publicOrigin }));
  app.use(trashRouter(deps.trash, owner));
  app.use('/api', apiNotFound);

  app.use(seoFilesRouter({ origin: config.publicOrigin, ...published }));
  app.use(
    siteRouter({
      pages: sitePages,
      distDir: deps.distDir,
      assets,
      previewData: previewSiteData(
        async (req) => Boolean(await deps.auth.resumeSession(readSessionToken(req, config.cookieSecure))),
        deps.content,
        deps.siteData,
      ),
    }),
  );
  app.use(errorHandler(logger));

  // Ready answers skip the whole stack above (docs/rendering.md, "The fast path").
  const fast = createFastPath({
    app,
    lookup: (path) =>
      path.startsWith('/assets/')
        ? loadedAssets?.get(path)
        : (portfolioAnswers.ready(path) ?? sitePages.ready(path)),
    lookupIgnoring: (path, query) => sitePages.readyIgnoring(path, query),
    securityHeaders: security,
    acceptedHosts: config.acceptedHosts,
    publicOrigin: config.publicOrigin,
    logger,
  });
  // Every way the app is served (app.listen, http.createServer(app)) enters through app.handle
  // (Express's own entry, untyped in @types/express): the fast path goes in front of it.
  const entry = app as unknown as {
    handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
  };
  const handle = entry.handle.bind(app);
  // Analytics beacons too (docs/analytics.md): each page sends one, so it must cost far less than it.
  const beacons =
    deps.analytics &&
    beaconFastPath(deps.analytics, {
      isOwner,
      isPage,
      rateLimit: config.RATE_LIMIT,
      acceptedHosts: config.acceptedHosts,
      securityHeaders: { plain: captureHeaders(security, false), secure: captureHeaders(security, true) },
      logger,
    });
  entry.handle = (req, res, next) => {
    if (!beacons?.(req, res) && !fast(req, res)) handle(req, res, next);
  };
  return Object.assign(app, { sitePages });
}
