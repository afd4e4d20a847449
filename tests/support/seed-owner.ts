import { hashPassword } from '../../server/src/modules/auth/password-hash.ts';
import type { AuthService } from '../../server/src/modules/auth/auth-service.ts';

/** One scrypt hash per password and cost per test worker: a full-cost hash takes ~0.1 s of CPU. */
const hashes = new Map<string, Promise<string>>();

/**
 * Stores an owner as `AuthService.createOwner` does, but reuses the password's hash across the
 * test servers of a worker. For tests where the owner is a precondition, not what is under test:
 * signing in still checks the password against the real scrypt hash.
 */
export async function seedOwner(
  auth: AuthService,
  owner: { email: string; name: string; password: string },
): Promise<void> {
  const key = `${auth.passwordHashCost}:${owner.password}`;
  if (!hashes.has(key)) hashes.set(key, hashPassword(owner.password, auth.passwordHashCost));
  const passwordHash = await hashes.get(key)!;
  await auth.owners.create({ email: owner.email, name: owner.name, passwordHash }, new Date());
}
