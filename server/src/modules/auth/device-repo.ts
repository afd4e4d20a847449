import { createHash, randomBytes } from 'node:crypto';
import type { CollectionSpec } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';

/** How long a remembered device stays known without a new sign-in from it. */
export const DEVICE_MAX_AGE_MS = 180 * 24 * 3_600_000;

interface DeviceRecord {
  tokenHash: string;
  ownerId: string;
  createdAt: number;
  expiresAt: number;
}

const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Remembered devices (OWASP "device cookies"): a browser the owner signed in from holds a random
 * token; only its SHA-256 is stored (collection `known-devices`). Such a device may still sign in
 * while its client address is locked out, so an attacker guessing from the same network cannot
 * lock the owner out of their own browser.
 */
export class DeviceRepo extends CollectionRepo<DeviceRecord> {
  static readonly collection: CollectionSpec = {
    name: 'known-devices',
    indexes: [{ field: 'tokenHash', unique: true }, { field: 'ownerId' }, { field: 'expiresAt' }],
  };

  /** The owner id a live device token belongs to, or null. */
  async ownerOf(token: string | undefined, now: number): Promise<string | null> {
    if (!token) return null;
    const record = await this.docs.findOne({ tokenHash: sha256Hex(token) });
    return record && record.expiresAt > now ? record.ownerId : null;
  }

  /** The hash standing for a device in lock-out records (never the token itself). */
  static sourceOf(token: string): string {
    return `device:${sha256Hex(token)}`;
  }

  /** Remembers a device for an owner; returns the token for the cookie. */
  async remember(ownerId: string, now: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.docs.insert({
      tokenHash: sha256Hex(token),
      ownerId,
      createdAt: now,
      expiresAt: now + DEVICE_MAX_AGE_MS,
    });
    return token;
  }

  async forget(token: string): Promise<void> {
    await this.docs.deleteOne({ tokenHash: sha256Hex(token) });
  }

  /** After a password reset no device of that owner bypasses a lock-out any more. */
  removeForOwner(ownerId: string): Promise<number> {
    return this.docs.deleteMany({ ownerId });
  }

  prune(now: number): Promise<number> {
    return this.docs.deleteMany({ expiresAt: { $lt: now } });
  }
}
