import type { AuditEntry } from '#shared/schemas/audit.ts';
import { openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

interface AuditDoc extends AuditEntry {
  _id?: string;
  /** Insertion order: two changes in the same millisecond still list newest first. */
  seq: number;
}

/** The append-only trail of portfolio changes (`audit.db`). */
export class AuditRepo {
  private readonly store: Collection<AuditDoc>;
  private seq: number;
  private constructor(store: Collection<AuditDoc>, seq: number) {
    this.store = store;
    this.seq = seq;
  }

  static async open(dataDir: string): Promise<AuditRepo> {
    const store = await openCollection<AuditDoc>(dataDir, 'audit');
    await store.ensureIndex({ fieldName: 'seq' });
    const [last] = await store.find({}).sort({ seq: -1 }).limit(1);
    return new AuditRepo(store, last?.seq ?? 0);
  }

  async record(entry: AuditEntry): Promise<void> {
    // Absent versions stay absent rather than being stored as undefined.
    const doc = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as AuditEntry;
    this.seq += 1;
    await this.store.insertOne({ ...doc, seq: this.seq });
    await syncToDisk(this.store);
  }

  /** Newest first. */
  async list(options: { limit: number; collection?: string | undefined }): Promise<AuditEntry[]> {
    const query = options.collection ? { collection: options.collection } : {};
    const docs = await this.store.find(query).sort({ seq: -1 }).limit(options.limit);
    return docs.map(({ _id, seq, ...entry }) => entry);
  }
}
