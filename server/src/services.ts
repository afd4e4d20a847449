import type { Logger } from 'pino';
import type { SiteData } from '#shared/api/site-data.ts';
import type { Config } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { startAdminSocket } from './infra/admin-socket.ts';
import { acquireDataDirLock } from './infra/data-dir-lock.ts';
import { openAuth } from './modules/auth/open-auth.ts';
import { runOwnerCommand } from './modules/auth/owner-commands.ts';
import { NewsletterService } from './modules/newsletter/newsletter-service.ts';
import { PORTFOLIO_SEED } from '#shared/content/portfolio/seed-items.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { createMailer } from './lib/mailer.ts';
import { AuditRepo } from './modules/audit/audit-repo.ts';
import { FormTokens } from './modules/inquiries/form-token.ts';
import { InquiryRepo } from './modules/inquiries/inquiry-repo.ts';
import { InquiryService } from './modules/inquiries/inquiry-service.ts';
import { PortfolioRepo } from './modules/portfolio/portfolio-repo.ts';
import { seedPortfolio } from './modules/portfolio/portfolio-seed.ts';
import { PortfolioService } from './modules/portfolio/portfolio-service.ts';
import { UploadStore } from './modules/uploads/upload-images.ts';
import { SubscriberRepo } from './modules/newsletter/subscriber-repo.ts';

export interface OpenOptions {
  /** How long to wait for DATA_DIR while a process other than a running server holds it. */
  lockWaitMs?: number;
}

/** Long enough for `npm run owner` to finish a command or an old server to finish stopping. */
export const LOCK_WAIT_MS = 10_000;

/** Opens every datastore under DATA_DIR and builds the services on top of them. */
export async function openServices(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: OpenOptions = {},
) {
  // One process owns DATA_DIR at a time (nedb: one writer per file); `npm run owner` respects it.
  // A running server keeps it for good (refused at once); anyone else is waited for a little.
  const waitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
  const lock = await acquireDataDirLock(config.dataDir, {
    waitMs,
    onWait: (busy) =>
      logger.info(
        { dataDir: config.dataDir, pid: busy.pid },
        `DATA_DIR is in use by another process; waiting up to ${waitMs / 1000} s for it`,
      ),
  });
  const subscribers = await SubscriberRepo.open(config.dataDir);
  const { auth, stop: stopAuth } = await openAuth(config, logger);
  const adminSocket = await startAdminSocket(config.dataDir, (input) => runOwnerCommand(auth, input), logger);
  const portfolioRepo = await PortfolioRepo.open(config.dataDir);
  await seedPortfolio(portfolioRepo, PORTFOLIO_SEED);
  const audit = await AuditRepo.open(config.dataDir);
  // One bus per process: services publish committed changes, the page cache (and a bridge to
  // other instances) subscribe. docs/change-feed.md.
  const changes = createChangeFeed((err, change) =>
    logger.error({ err, tags: change.tags }, 'a change listener failed'),
  );
  const portfolio = new PortfolioService(portfolioRepo, audit, { changes });
  const mailer = createMailer({ url: config.SMTP_URL, from: config.SMTP_FROM });
  const inquiries = new InquiryService(await InquiryRepo.open(config.dataDir), {
    tokens: await FormTokens.open(config.dataDir),
    minSeconds: config.INQUIRY_MIN_SECONDS,
    mailer,
    notifyTo: config.INQUIRY_NOTIFY_TO,
    adminUrl: config.PUBLIC_URL ? `${config.PUBLIC_URL}/admin` : undefined,
  });
  const uploads = await UploadStore.open(config.dataDir);
  return {
    changes,
    newsletter: new NewsletterService(subscribers, { mailer }),
    auth,
    portfolio,
    audit,
    inquiries,
    uploads,
    /** Server-rendered pages read the datastore and sign form tokens directly (no HTTP round trip). */
    siteData: {
      portfolio: (key) => portfolio.list(key),
      inquiryFormToken: async () => inquiries.issueFormToken(),
    } satisfies SiteData,
    /** Called on shutdown: nothing is buffered beyond the file appends, so this only compacts. */
    async close() {
      await adminSocket.close();
      mailer?.close();
      stopAuth();
      await lock.release(); // last: the stores are closed
    },
  };
}

export type Services = Awaited<ReturnType<typeof openServices>>;
