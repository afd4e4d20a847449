/**
 * Encrypts small secrets (the session cookie) at rest. In the app this is Electron's safeStorage
 * (Keychain, DPAPI, libsecret/kwallet); tests use an AES-GCM implementation over node:crypto.
 * When `available()` is false nothing secret is written to disk at all.
 */
export interface Encryptor {
  available(): boolean;
  encrypt(plain: string): Buffer;
  /** Throws when the data was not made by this encryptor (another user, another key). */
  decrypt(data: Buffer): string;
}

/** For machines where the OS offers no secret store: the session lives in memory only. */
export const NO_ENCRYPTION: Encryptor = {
  available: () => false,
  encrypt() {
    throw new Error('No encryption available');
  },
  decrypt() {
    throw new Error('No encryption available');
  },
};
