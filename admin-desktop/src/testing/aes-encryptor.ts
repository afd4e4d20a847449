import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Encryptor } from '../sync/encryptor.ts';

/**
 * A real encryptor for tests (AES-256-GCM, random IV, authenticated): the session file written
 * through it is as unreadable as with safeStorage, and a wrong key fails to decrypt.
 */
export function createAesEncryptor(key: Buffer = randomBytes(32)): Encryptor & { key: Buffer } {
  return {
    key,
    available: () => true,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(data) {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
