import { hashPassword } from '../../server/src/modules/auth/password-hash.ts';
import type { AuthService } from '../../server/src/modules/auth/auth-service.ts';

/** One scrypt hash per password per test worker: hashing costs ~0.1 s of CPU by design. */
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
  if (!hashes.has(owner.password)) hashes.set(owner.password, hashPassword(owner.password));
  const passwordHash = await hashes.get(owner.password)!;
  await auth.owners.create({ email: owner.email, name: owner.name, passwordHash }, new Date());
}
