/**
 * Where uploaded pictures and their variants live: files under DATA_DIR/uploads for the embedded
 * engine (file-upload-storage.ts), a table for PostgreSQL (postgres/pg-upload-storage.ts), so every
 * instance behind a load balancer serves every upload. Names are checked by the caller
 * (UPLOAD_FILE); an implementation never sees a path from a client.
 */
export interface UploadStorage {
  /** The bytes of one stored file, or null. */
  read(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /**
   * Stores a set of files durably. The last file of the list becomes visible only after all the
   * others are stored, so its presence means the whole set is there.
   */
  putAll(files: [name: string, data: Buffer][]): Promise<void>;
  /** Every stored name (for backups and moving between engines). */
  list(): Promise<string[]>;
  /** Every stored file with its size in bytes and when it was stored (the media library). */
  stat(): Promise<StoredUploadFile[]>;
  /** Removes these files (names not stored are skipped), all or none visible as removed. */
  remove(names: string[]): Promise<void>;
}

export interface StoredUploadFile {
  name: string;
  size: number;
  /** ISO time the file was stored (the file's modification time, or the row's creation). */
  storedAt: string;
}
