import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (memory-hard: 128 * N * r bytes = 32 MiB per hash with these
 * parameters), so a stolen owners.db is slow and costly to attack on GPUs. The parameters and the
 * salt travel in the stored string (`scrypt$ln=15,r=8,p=1$<salt>$<hash>`, base64url), so they can
 * be raised later without breaking existing hashes.
 */
const COSTS = {
  full: { ln: 15, r: 8, p: 1 },
  /**
   * Test suites only (config PASSWORD_HASH_COST, refused unless NODE_ENV=test): the cheapest cost
   * verifyPassword accepts, 1 MiB and a few milliseconds, so tests that create owners stay fast.
   */
  'test-low': { ln: 10, r: 8, p: 1 },
} as const;
export type PasswordHashCost = keyof typeof COSTS;
type ScryptParams = { ln: number; r: number; p: number };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** A fresh salted hash; `full` cost unless the configuration says otherwise (tests only). */
export async function hashPassword(password: string, cost: PasswordHashCost = 'full'): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = COSTS[cost];
  const key = await derive(password, salt, params);
  const { ln, r, p } = params;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = FORMAT.exec(stored);
  if (!m) return false;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Bounds keep a tampered record from turning one sign-in into a memory or CPU bomb.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) {
    return false;
  }
  const expected = Buffer.from(m[5]!, 'base64url');
  const key = await derive(password, Buffer.from(m[4]!, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * reveal which e-mail addresses have accounts (at the cost new hashes are made with).
 */
export async function verifyAgainstDummy(password: string, cost: PasswordHashCost = 'full'): Promise<false> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword('dummy password that matches nothing', cost);
    dummies.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
