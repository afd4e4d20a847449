import { createHash, randomBytes } from 'node:crypto';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { conflict, forbidden, HttpError, unauthorized } from '../../http/http-error.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeviceRepo } from './device-repo.ts';

export { DEVICE_MAX_AGE_MS } from './device-repo.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { DuplicateOwnerError, type OwnerRepo } from './owner-repo.ts';
import { hashPassword, type PasswordHashCost, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import type { SessionRepo } from './session-repo.ts';
import { SetupToken } from './setup-token.ts';

export interface OwnerIdentity {
  id: string;
  email: string;
  name: string;
}

interface ActiveSession {
  owner: OwnerIdentity;
  csrfToken: string;
}

/** A session just opened: the token goes into the cookie and nowhere else. */
export interface NewSession extends ActiveSession {
  token: string;
  maxAgeMs: number;
  /** The remembered-device token for its cookie (set by a password sign-in only). */
  deviceToken?: string;
}

/** Who is signing in: the client address (req.ip) and the cookies the browser sent. */
interface LoginClient {
  address: string;
  previousToken?: string | undefined;
  deviceToken?: string | undefined;
}

/** What guards the password: the lock-out records and the remembered devices. */
interface LoginGuards {
  throttle: LoginThrottle;
  devices: DeviceRepo;
}

interface AuthOptions {
  idleMinutes: number;
  maxHours: number;
  /** The configured public origin: an Origin equal to it is same-site. */
  publicOrigin?: string | undefined;
  /** Whether the session cookie is Secure (and so `__Host-` prefixed). */
  cookieSecure?: boolean;
  /** scrypt cost of new password hashes: `full` unless a test configuration lowers it. */
  passwordHashCost?: PasswordHashCost | undefined;
}

const INVALID_LOGIN = 'Invalid email or password';
const LOCKED_OUT = 'Too many failed sign-in attempts. Please try again later.';
const SETUP_REFUSED = 'This setup link is invalid, expired or already used';
const OWNER_EXISTS = 'An owner account already exists';

const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');
const identity = (o: OwnerIdentity): OwnerIdentity => ({ id: o.id, email: o.email, name: o.name });

/** Owner accounts and their sessions: sign-in, lock-out, setup link, password reset. */
export class AuthService {
  readonly owners: OwnerRepo;
  readonly sessions: SessionRepo;
  readonly publicOrigin: string | undefined;
  readonly cookieSecure: boolean;
  readonly idleMs: number;
  readonly maxMs: number;
  readonly throttle: LoginThrottle;
  readonly devices: DeviceRepo;
  readonly passwordHashCost: PasswordHashCost;
  private readonly setupToken = new SetupToken();

  constructor(owners: OwnerRepo, sessions: SessionRepo, guards: LoginGuards, options: AuthOptions) {
    this.owners = owners;
    this.sessions = sessions;
    this.throttle = guards.throttle;
    this.devices = guards.devices;
    this.publicOrigin = options.publicOrigin;
    this.cookieSecure = options.cookieSecure ?? false;
    this.passwordHashCost = options.passwordHashCost ?? 'full';
    this.idleMs = options.idleMinutes * 60_000;
    this.maxMs = options.maxHours * 3_600_000;
  }

  /** The session behind a cookie token, or null when absent, unknown or expired (then deleted). */
  async resumeSession(token: string | undefined): Promise<ActiveSession | null> {
    if (!token) return null;
    const tokenHash = sha256Hex(token);
    const record = await this.sessions.find(tokenHash);
    if (!record) return null;
    const now = Date.now();
    if (now - record.lastSeenAt >= this.idleMs || now - record.createdAt >= this.maxMs) {
      await this.sessions.remove(tokenHash);
      return null;
    }
    const owner = await this.owners.findById(record.ownerId);
    if (!owner) {
      await this.sessions.remove(tokenHash);
      return null;
    }
    // Extending the idle window needs a write; a few per minute at most is plenty.
    if (now - record.lastSeenAt > Math.min(60_000, this.idleMs / 10)) {
      await this.sessions.touch(tokenHash, now);
    }
    return { owner: identity(owner), csrfToken: record.csrfToken };
  }

  /**
   * Checks the password (with lock-out per account and client address) and opens a fresh session,
   * ending the previous one. A remembered device of this very owner is judged by its own failures,
   * not its address's, so it still signs in while its address is locked.
   */
  async login(email: string, password: string, client: LoginClient): Promise<NewSession> {
    const device = await this.knownDevice(email, client.deviceToken);
    const source = device ? DeviceRepo.sourceOf(device) : client.address;
    const { lockedMs, delayMs } = await this.throttle.countAttempt(email, source, Date.now());
    if (lockedMs > 0) {
      throw new HttpError(429, LOCKED_OUT, { 'Retry-After': String(Math.ceil(lockedMs / 1000)) });
    }
    const owner = await this.owners.findByEmail(email);
    const ok = owner
      ? await verifyPassword(password, owner.passwordHash)
      : await verifyAgainstDummy(password, this.passwordHashCost);
    if (!owner || !ok) {
      if (delayMs > 0) await sleep(delayMs);
      throw unauthorized(INVALID_LOGIN);
    }
    const session = await this.openSession(owner, client.previousToken);
    // A password reset while this one was checked (about 100 ms) ends every session but this one,
    // made after: the password it checked must still be the owner's once the session is stored.
    if ((await this.owners.findById(owner.id))?.passwordHash !== owner.passwordHash) {
      await this.sessions.remove(sha256Hex(session.token));
      throw unauthorized(INVALID_LOGIN);
    }
    await this.throttle.recordSuccess(email, source);
    return { ...session, deviceToken: device ?? (await this.devices.remember(owner.id, Date.now())) };
  }

  /** The device token when it is a live remembered device of the owner of this e-mail. */
  private async knownDevice(email: string, token: string | undefined): Promise<string | undefined> {
    const ownerId = await this.devices.ownerOf(token, Date.now());
    if (!ownerId || !token) return undefined;
    const owner = await this.owners.findById(ownerId);
    return owner?.email === email ? token : undefined;
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.remove(sha256Hex(token));
  }

  /** Prints-once token for the setup link, issued only while no owner exists. */
  async issueSetupToken(): Promise<string | undefined> {
    if ((await this.owners.count()) > 0) return undefined;
    return this.setupToken.issue(Date.now());
  }

  /** Creates the first owner with the setup link's token and signs them in. */
  async setup(
    input: { token: string; email: string; name: string; password: string },
    previousToken?: string,
  ): Promise<NewSession> {
    if ((await this.owners.count()) > 0) throw conflict(OWNER_EXISTS);
    const expiry = this.setupToken.expiry;
    if (!this.setupToken.consume(input.token, Date.now())) throw forbidden(SETUP_REFUSED);
    let owner: OwnerIdentity;
    try {
      owner = await this.createOwner(input);
    } catch (err) {
      if (err instanceof DuplicateOwnerError) throw conflict(OWNER_EXISTS);
      this.setupToken.restore(input.token, expiry);
      throw err;
    }
    return this.openSession(owner, previousToken);
  }

  /** Used by `npm run owner -- create` (directly or through the admin socket). */
  async createOwner(input: { email: string; name: string; password: string }): Promise<OwnerIdentity> {
    const passwordHash = await hashPassword(input.password, this.passwordHashCost);
    const owner = await this.owners.create(
      { email: input.email, name: input.name, passwordHash },
      new Date(),
    );
    this.setupToken.revoke();
    return identity(owner);
  }

  /** Sets a new password and ends every session of that owner; false when there is no such owner. */
  async resetPassword(input: { email: string; password: string }): Promise<{ sessionsEnded: number } | null> {
    const owner = await this.owners.findByEmail(input.email);
    if (!owner) return null;
    await this.owners.setPassword(
      input.email,
      await hashPassword(input.password, this.passwordHashCost),
      new Date(),
    );
    await this.owners.compact();
    await this.throttle.clearAccount(input.email);
    await this.devices.removeForOwner(owner.id);
    return { sessionsEnded: await this.sessions.removeForOwner(owner.id) };
  }

  /** Drops expired sessions, lock-out records and remembered devices (by time only). */
  async purgeExpiredSessions(): Promise<number> {
    const now = Date.now();
    await this.throttle.prune(now);
    await this.devices.prune(now);
    return this.sessions.purge(now - this.idleMs, now - this.maxMs);
  }

  static info(session: ActiveSession | null): SessionInfo {
    if (!session) return { authenticated: false };
    const { name, email } = session.owner;
    return { authenticated: true, name, email, csrfToken: session.csrfToken };
  }

  private async openSession(owner: OwnerIdentity, previousToken?: string): Promise<NewSession> {
    // Rotation: a sign-in never keeps a session id that existed before it (session fixation).
    if (previousToken) await this.sessions.remove(sha256Hex(previousToken));
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.sessions.insert({
      tokenHash: sha256Hex(token),
      ownerId: owner.id,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
    });
    return { owner: identity(owner), csrfToken, token, maxAgeMs: this.maxMs };
  }
}
