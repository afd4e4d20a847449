import { compact, openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

/** A server-side session. Only the SHA-256 of the cookie's token is stored. */
export interface SessionRecord {
  tokenHash: string;
  ownerId: string;
  csrfToken: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

interface SessionDoc extends SessionRecord {
  _id?: string;
}

const toRecord = ({ _id, ...rest }: SessionDoc): SessionRecord => rest;

/** Sessions (sessions.db), so owners stay signed in across a server restart. */
export class SessionRepo {
  private readonly store: Collection<SessionDoc>;
  private constructor(store: Collection<SessionDoc>) {
    this.store = store;
  }

  static async open(dataDir: string): Promise<SessionRepo> {
    const store = await openCollection<SessionDoc>(dataDir, 'sessions');
    await store.ensureIndex({ fieldName: 'tokenHash', unique: true });
    await store.ensureIndex({ fieldName: 'ownerId' });
    return new SessionRepo(store);
  }

  async insert(record: SessionRecord): Promise<void> {
    await this.store.insertOne(record);
    await syncToDisk(this.store);
  }

  async find(tokenHash: string): Promise<SessionRecord | null> {
    const doc = await this.store.findOne({ tokenHash });
    return doc ? toRecord(doc) : null;
  }

  /** Records activity; not fsynced: losing it in a power cut only shortens the idle window. */
  async touch(tokenHash: string, at: number): Promise<void> {
    await this.store.updateOne({ tokenHash }, { $set: { lastSeenAt: at } });
  }

  async remove(tokenHash: string): Promise<void> {
    await this.store.deleteOne({ tokenHash }, {});
    await syncToDisk(this.store);
  }

  /** Ends every session of one owner (after a password reset); returns how many. */
  async removeForOwner(ownerId: string): Promise<number> {
    const n = await this.store.deleteMany({ ownerId }, {});
    await syncToDisk(this.store);
    return n;
  }

  /** Deletes sessions idle since before idleBefore or created before createdBefore. */
  async purge(idleBefore: number, createdBefore: number): Promise<number> {
    const n = await this.store.deleteMany(
      {
        $or: [{ lastSeenAt: { $lt: idleBefore } }, { createdAt: { $lt: createdBefore } }],
      },
      {},
    );
    // Compacting also drops the lines each activity update appended, so the file stays small.
    await compact(this.store);
    return n;
  }

  count(): Promise<number> {
    return this.store.count({});
  }
}
