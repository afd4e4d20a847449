import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { DocumentStore } from '../../db/document-store.ts';
import { AuthService } from './auth-service.ts';
import { DeviceRepo } from './device-repo.ts';
import { LoginThrottle } from './login-throttle.ts';
import { OwnerRepo } from './owner-repo.ts';
import { SessionRepo } from './session-repo.ts';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Opens the owners, sessions, lock-out and device collections, purges expired records now and every ten minutes, and while
 * no owner exists prints the one-time setup link (the only secret ever logged: it is for the
 * operator's console, and it is spent by its first use).
 */
export async function openAuth(config: Config, store: DocumentStore, logger: Logger) {
  // Four files of their own: opened side by side, as each open waits mostly on the disk.
  const [owners, sessions, throttle, devices] = await Promise.all([
    OwnerRepo.open(store),
    SessionRepo.open(store),
    LoginThrottle.open(store),
    DeviceRepo.open(store),
  ]);
  const guards = { throttle, devices };
  const auth = new AuthService(owners, sessions, guards, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
    publicOrigin: config.publicOrigin,
    cookieSecure: config.cookieSecure,
    passwordHashCost: config.PASSWORD_HASH_COST,
  });
  await auth.purgeExpiredSessions();
  const timer = setInterval(() => {
    auth.purgeExpiredSessions().catch((err: unknown) => logger.error({ err }, 'session purge failed'));
  }, PURGE_EVERY_MS);
  timer.unref();

  const token = await auth.issueSetupToken();
  if (token) {
    const base = config.publicOrigin;
    logger.warn(
      `No owner account yet. Create it within 24 hours at this one-time link: ${base}/admin?setup=${token} (or run \`npm run owner -- create\`)`,
    );
  }
  return { auth, stop: () => clearInterval(timer) };
}
