import type { DocumentCollection, DocumentStore, Stored } from '../../db/document-store.ts';

/** A server-side session. Only the SHA-256 of the cookie's token is stored. */
interface SessionRecord {
  tokenHash: string;
  ownerId: string;
  csrfToken: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

const toRecord = ({ _id, ...rest }: Stored<SessionRecord>): SessionRecord => rest;

/**
 * Sessions (collection `sessions`), so owners stay signed in across a restart and, on PostgreSQL,
 * on every instance.
 */
export class SessionRepo {
  private readonly store: DocumentCollection<SessionRecord>;
  private constructor(store: DocumentCollection<SessionRecord>) {
    this.store = store;
  }

  static async open(store: DocumentStore): Promise<SessionRepo> {
    return new SessionRepo(
      await store.collection<SessionRecord>({
        name: 'sessions',
        indexes: [{ field: 'tokenHash', unique: true }, { field: 'ownerId' }],
      }),
    );
  }

  async insert(record: SessionRecord): Promise<void> {
    if (!(await this.store.insert(record))) throw new Error('session token collision');
  }

  async find(tokenHash: string): Promise<SessionRecord | null> {
    const doc = await this.store.findOne({ tokenHash });
    return doc ? toRecord(doc) : null;
  }

  /** Records activity; not fsynced: losing it in a power cut only shortens the idle window. */
  async touch(tokenHash: string, at: number): Promise<void> {
    await this.store.updateOne({ tokenHash }, { set: { lastSeenAt: at } }, { durable: false });
  }

  async remove(tokenHash: string): Promise<void> {
    await this.store.deleteOne({ tokenHash });
  }

  /** Ends every session of one owner (after a password reset); returns how many. */
  async removeForOwner(ownerId: string): Promise<number> {
    return this.store.deleteMany({ ownerId });
  }

  /** Deletes sessions idle since before idleBefore or created before createdBefore. */
  async purge(idleBefore: number, createdBefore: number): Promise<number> {
    const n = await this.store.deleteMany({
      $or: [{ lastSeenAt: { $lt: idleBefore } }, { createdAt: { $lt: createdBefore } }],
    });
    // Compacting also drops the lines each activity update appended, so the file stays small.
    await this.store.compact();
    return n;
  }

  count(): Promise<number> {
    return this.store.count();
  }
}
