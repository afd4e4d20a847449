import { join } from 'node:path';
import type { Logger } from 'pino';
import type { SiteData } from '#shared/api/site-data.ts';
import type { Config } from './config.ts';
import type { DocumentStore } from './db/document-store.ts';
import { openStore } from './db/open-store.ts';
import { createLogger } from './lib/logger.ts';
import { startAdminSocket } from './infra/admin-socket.ts';
import { acquireDataDirLock, INCOMING_DIR } from './infra/data-dir-lock.ts';
import { makeFolder } from './infra/make-folder.ts';
import { openAuth } from './modules/auth/open-auth.ts';
import { runOwnerCommand } from './modules/auth/owner-commands.ts';
import { NewsletterService } from './modules/newsletter/newsletter-service.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { createMailer } from './lib/mailer.ts';
import { AuditRepo } from './modules/audit/audit-repo.ts';
import { AuditService } from './modules/audit/audit-service.ts';
import { FormTokens } from './modules/inquiries/form-token.ts';
import { InquiryRepo } from './modules/inquiries/inquiry-repo.ts';
import { toListing } from './modules/content/listing-kind.ts';
import { listingSlugs } from './modules/content/listing-slugs.ts';
import { listingFigures, listingPeriod } from './modules/analytics/listing-figures.ts';
import { DeliveryFiles } from './modules/listings/delivery-files.ts';
import { DeliveryRepo } from './modules/listings/delivery-repo.ts';
import { DeliveryService } from './modules/listings/delivery-service.ts';
import { InquiryService } from './modules/inquiries/inquiry-service.ts';
import { UploadStore } from './modules/uploads/upload-images.ts';
import { MediaLibrary } from './modules/uploads/media-library.ts';
import { SubscriberRepo } from './modules/newsletter/subscriber-repo.ts';
import { SubscribersService } from './modules/newsletter/subscribers-service.ts';
import { projectSeed } from '#shared/content/projects/project-seed.ts';
import { postSeed } from '#shared/content/blog/post-seed.ts';
import { pictureSeed } from './modules/content/picture-kind.ts';
import { testimonialSeed } from './modules/content/testimonial-kind.ts';
import { ContentRepo } from './modules/content/content-repo.ts';
import { sampleEntriesUnchanged, seedContent } from './modules/content/content-seed.ts';
import { PublishTimer } from './modules/content/publish-timer.ts';
import { ContentService } from './modules/content/content-service.ts';
import {
  CONTENT_KIND_DEFS,
  contentSiteData,
  kindCollections,
  listSamplePictures,
} from './modules/content/content-kinds.ts';
import { portfolioSeed } from './modules/content/portfolio-kind.ts';
import { PortfolioItems } from './modules/content/portfolio-items.ts';
import { movePortfolioStore } from './modules/content/portfolio-store-move.ts';
import { CONTENT_KINDS } from '#shared/schemas/content-entry.ts';
import { AnalyticsRepo } from './modules/analytics/analytics-repo.ts';
import { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { ReadinessService } from './modules/readiness/readiness-service.ts';
import { agencyDayStart } from './lib/agency-day.ts';
import { startSweeps } from './lib/periodic-sweep.ts';
import { TrashBin } from './lib/trash-bin.ts';
import { TrashService } from './modules/trash/trash-service.ts';
import { settingsChecks } from './modules/readiness/settings-check.ts';

interface OpenOptions {
  /** How long to wait for DATA_DIR while a process other than a running server holds it. */
  lockWaitMs?: number;
  /** The analytics' clock (ms since the epoch), for tests of the day a beacon is counted in. */
  analyticsNow?: () => number;
}

/** Long enough for `npm run owner` to finish a command or an old server to finish stopping. */
const LOCK_WAIT_MS = 10_000;

/**
 * Embedded engine only: one process owns DATA_DIR at a time (nedb: one writer per file); `npm run
 * owner` respects it. A running server keeps it for good (refused at once); anyone else is waited
 * for a little. PostgreSQL takes any number of writers, so it needs no lock.
 */
async function lockDataDir(config: Config, logger: Logger, options: OpenOptions) {
  if (config.DATABASE_URL) {
    // No lock, but uploads still pass through DATA_DIR/incoming: DATA_DIR is made as the lock
    // makes it, folder by folder (infra/make-folder.ts), before anything else asks for a folder in it.
    await makeFolder(config.dataDir, 0o700);
    return { release: async () => {} };
  }
  const waitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
  return acquireDataDirLock(config.dataDir, {
    waitMs,
    onWait: (busy) =>
      logger.info(
        { dataDir: config.dataDir, pid: busy.pid },
        `DATA_DIR is in use by another process; waiting up to ${waitMs / 1000} s for it`,
      ),
  });
}

/** How many days of a listing's visits its delivery page shows the agent. */
const LISTING_STATS_DAYS = 90;

/** Opens the datastore the configuration chooses and builds the services on top of it. */
export async function openServices(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: OpenOptions = {},
) {
  const lock = await lockDataDir(config, logger, options);
  let store: DocumentStore;
  try {
    store = await openStore(config, {
      onRepair: (repair) =>
        logger.warn(
          repair,
          'a torn last line (a write cut off by a crash) was moved aside; the store starts without it',
        ),
      onIdleError: (err) => logger.warn({ err }, 'a database connection dropped'),
    });
  } catch (err) {
    await lock.release();
    throw err;
  }
  const subscribers = await SubscriberRepo.open(store);
  const { auth, stop: stopAuth } = await openAuth(config, store, logger);
  // The owner CLI talks to a running embedded-engine server through DATA_DIR/admin.sock; with
  // PostgreSQL it writes the database itself.
  const adminSocket = config.DATABASE_URL
    ? null
    : await startAdminSocket(config.dataDir, (input) => runOwnerCommand(auth, input), logger);
  const audit = new AuditService(await AuditRepo.open(store));
  // One bus per process: services publish committed changes, the page cache (and a bridge to
  // other instances) subscribe. docs/change-feed.md.
  const changes = createChangeFeed((err, change) =>
    logger.error({ err, tags: change.tags }, 'a change listener failed'),
  );
  // Shared engines relay changes to and from the other instances (PostgreSQL LISTEN/NOTIFY).
  const changeBridge = store.shareChanges?.(changes, logger);
  // Uploads being received wait on local disk, whichever engine keeps the finished images.
  const uploads = await UploadStore.open(await store.uploads(), join(config.dataDir, INCOMING_DIR), {
    mlsLongSide: config.LISTING_MLS_LONG_SIDE,
  });
  const contentRepo = await ContentRepo.open(store, kindCollections());
  // What the portfolio's own store wrote (before its collections became kinds) is moved once.
  await movePortfolioStore(store, contentRepo, audit);
  // The seeds the owner replaces with their own words (readiness lists those still as shipped).
  const contentSeed = { projects: projectSeed(), posts: postSeed(), testimonials: testimonialSeed() };
  await seedContent(contentRepo, CONTENT_KIND_DEFS, {
    ...contentSeed,
    pictures: pictureSeed(),
    ...portfolioSeed(),
  });
  const content = new ContentService(contentRepo, audit, CONTENT_KIND_DEFS, {
    changes,
    describeImage: (src) => uploads.describe(src),
    socialImage: (src, focus) => uploads.socialImage(src, focus),
    makeDeliveryFiles: (srcs) =>
      uploads.makeMlsFiles(srcs, (err) => logger.warn({ err }, "a listing photo's MLS file was not made")),
    onLateFailure: (err) =>
      logger.warn({ err }, 'a saved change is kept; its history is completed at the next change or start'),
  });
  // The spec's portfolio calls, over the content service.
  const portfolio = new PortfolioItems(content);
  const readiness = new ReadinessService({
    // Sample projects, posts and testimonials; the page pictures are the pictures kind's own question.
    samples: () => sampleEntriesUnchanged(content, contentSeed),
    seededPictureSlots: async () =>
      (await listSamplePictures(content)).map(({ id, page, label }) => ({ id, label: `${page}: ${label}` })),
    portfolio: () => portfolio.all(),
    settings: settingsChecks(config),
  });
  // Changes a crash left without their audit entry get it before any request is served.
  await content.reconcileAudit();
  // A future publish date goes live with no write: the timer tells the page cache when it comes.
  const publishTimer = new PublishTimer(content, changes, CONTENT_KINDS, undefined, (err) =>
    logger.error({ err }, 'scheduled publishing could not read the content'),
  );
  const mailer = createMailer({ url: config.SMTP_URL, from: config.SMTP_FROM });
  const inquiries = new InquiryService(await InquiryRepo.open(store), {
    tokens: await FormTokens.open(store),
    minSeconds: config.INQUIRY_MIN_SECONDS,
    mailer,
    notifyTo: config.INQUIRY_NOTIFY_TO,
    adminUrl: `${config.publicOrigin}/admin`,
    findListing: async (slug) => {
      // A page opened at an old address (the owner changed it since) sends its lead to the listing.
      const asked = await content.lookup('listings', slug);
      const moved = asked && 'redirect' in asked ? asked.redirect.split('/').pop() : undefined;
      const found = moved ? await content.lookup('listings', moved) : asked;
      if (!found || !('entry' in found)) return null;
      const { entry } = found;
      const agent = entry.agent as { email?: string } | undefined;
      return { slug: entry.slug, address: String(entry.address), agentEmail: agent?.email ?? '' };
    },
    audit,
    retentionDays: config.INQUIRY_RETENTION_DAYS,
  });
  const subscriberList = new SubscribersService(subscribers, audit);
  // Erasures a crash interrupted are finished before any request is served (docs/people-data.md).
  await inquiries.reconcileErasures();
  await subscriberList.reconcileErasures();
  const trash = new TrashService(await TrashBin.open(store), { content }, audit);
  // The trash's 30 days and the quote requests' retention period: at start, then hourly.
  const sweeps = await startSweeps(
    [
      { name: 'trash', run: (now) => trash.purgeExpired(now) },
      { name: 'inquiry retention', run: (now) => inquiries.eraseExpired(now) },
    ],
    logger,
  );
  const analytics = new AnalyticsService(await AnalyticsRepo.open(store), {
    enabled: config.ANALYTICS,
    vitalsSample: config.ANALYTICS_VITALS_SAMPLE,
    retentionDays: config.ANALYTICS_RETENTION_DAYS,
    ownHosts: new Set([...config.acceptedHosts].map((host) => host.replace(/:\d+$/, ''))),
    onError: (err, what) => logger.warn({ err }, what),
    ...(options.analyticsNow ? { now: options.analyticsNow } : {}),
  });
  analytics.start();
  const delivery = new DeliveryService(
    await DeliveryRepo.open(store),
    new DeliveryFiles(uploads.storage, (src) => uploads.mlsVariant(src)),
    {
      listing: async (id) => {
        const entry = await content.get('listings', id).catch(() => null);
        return entry && toListing(entry);
      },
      liveListing: async (address) => {
        const found = await content.lookup('listings', address);
        return found && 'entry' in found ? toListing(found.entry) : null;
      },
      origin: config.publicOrigin,
      // Inquiries sent from the listing's page over the period its visits cover: from the agency's
      // midnight (Toronto) starting its first day.
      slugsOf: (listing) => listingSlugs(content, listing),
      leadsFor: (slugs) =>
        inquiries.leadsFor(
          slugs,
          new Date(agencyDayStart(listingPeriod(analytics.now, LISTING_STATS_DAYS).from)),
        ),
      // The listing's pages' visits (the branded page and the MLS page below it) from analytics.
      ...(config.ANALYTICS
        ? {
            visitsFor: async (prefixes: string[]) => {
              const figures = await listingFigures(analytics, prefixes, LISTING_STATS_DAYS);
              return { days: figures.daily, videoPlays: figures.videoPlays, tourOpens: figures.tourOpens };
            },
          }
        : {}),
    },
  );
  return {
    store,
    changes,
    delivery,
    analytics,
    newsletter: new NewsletterService(subscribers, { mailer }),
    subscribers: subscriberList,
    trash,
    auth,
    portfolio,
    content,
    readiness,
    audit,
    inquiries,
    uploads,
    /** Every upload with its uses; deletes unused ones inside the upload queue (docs/uploads.md). */
    media: new MediaLibrary(store, uploads.storage, (stem, work) => uploads.removal(stem, work)),
    /** Outgoing e-mail, undefined without SMTP_URL (its settled() tells when no send is going). */
    mailer,
    /** Server-rendered pages read the datastore and sign form tokens directly (no HTTP round trip). */
    siteData: {
      portfolio: (key) => portfolio.list(key),
      inquiryFormToken: async () => inquiries.issueFormToken(),
      ...contentSiteData(content),
      delivery: (token) => delivery.page(token),
    } satisfies SiteData,
    /** Called on shutdown: nothing is buffered beyond the file appends, so this only compacts. */
    async close() {
      await adminSocket?.close();
      mailer?.close();
      stopAuth();
      publishTimer.stop();
      sweeps.stop();
      await analytics.stop(); // its last counts, before the store closes
      await changeBridge?.close();
      await store.close();
      await lock.release(); // last: the stores are closed
    },
  };
}

export type Services = Awaited<ReturnType<typeof openServices>>;
