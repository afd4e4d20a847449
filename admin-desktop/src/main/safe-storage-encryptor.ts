import { safeStorage } from 'electron';
import type { Encryptor } from '../sync/encryptor.ts';

/**
 * The OS secret store through Electron's safeStorage (Keychain on macOS, DPAPI on Windows,
 * libsecret or kwallet on Linux). On Linux without a keyring safeStorage falls back to a
 * hard-coded key ("basic_text"): that is not encryption, so it counts as unavailable and the
 * session is then kept in memory only.
 */
export function safeStorageEncryptor(): Encryptor {
  return {
    available() {
      if (!safeStorage.isEncryptionAvailable()) return false;
      return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
    },
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (data) => safeStorage.decryptString(data),
  };
}
