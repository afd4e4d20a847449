import type { CollectionSpec, Stored } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';

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
export class SessionRepo extends CollectionRepo<SessionRecord> {
  static readonly collection: CollectionSpec = {
    name: 'sessions',
    indexes: [{ field: 'tokenHash', unique: true }, { field: 'ownerId' }],
  };

  async insert(record: SessionRecord): Promise<void> {
    if (!(await this.docs.insert(record))) throw new Error('session token collision');
  }

  async find(tokenHash: string): Promise<SessionRecord | null> {
    const doc = await this.docs.findOne({ tokenHash });
    return doc ? toRecord(doc) : null;
  }

  /** Records activity; not fsynced: losing it in a power cut only shortens the idle window. */
  async touch(tokenHash: string, at: number): Promise<void> {
    await this.docs.updateOne({ tokenHash }, { set: { lastSeenAt: at } }, { durable: false });
  }

  async remove(tokenHash: string): Promise<void> {
    await this.docs.deleteOne({ tokenHash });
  }

  /** Ends every session of one owner (after a password reset); returns how many. */
  async removeForOwner(ownerId: string): Promise<number> {
    return this.docs.deleteMany({ ownerId });
  }

  /** Deletes sessions idle since before idleBefore or created before createdBefore. */
  async purge(idleBefore: number, createdBefore: number): Promise<number> {
    const n = await this.docs.deleteMany({
      $or: [{ lastSeenAt: { $lt: idleBefore } }, { createdAt: { $lt: createdBefore } }],
    });
    // Compacting also drops the lines each activity update appended, so the file stays small.
    await this.docs.compact();
    return n;
  }

  count(): Promise<number> {
    return this.docs.count();
  }
}
