import { compact, openCollection, syncToDisk, type Collection } from '../../db/datastore.ts';

export interface Owner {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
}

interface OwnerDoc extends Omit<Owner, 'id'> {
  _id?: string;
}

const toOwner = ({ _id, ...rest }: OwnerDoc): Owner => ({ id: _id!, ...rest });

export class DuplicateOwnerError extends Error {}

/** Owner accounts (owners.db). E-mails arrive normalised (emailSchema) and are unique. */
export class OwnerRepo {
  private readonly store: Collection<OwnerDoc>;
  private constructor(store: Collection<OwnerDoc>) {
    this.store = store;
  }

  static async open(dataDir: string): Promise<OwnerRepo> {
    const store = await openCollection<OwnerDoc>(dataDir, 'owners');
    await store.ensureIndex({ fieldName: 'email', unique: true });
    return new OwnerRepo(store);
  }

  async findByEmail(email: string): Promise<Owner | null> {
    const doc = await this.store.findOne({ email });
    return doc ? toOwner(doc) : null;
  }

  async findById(id: string): Promise<Owner | null> {
    const doc = await this.store.findOne({ _id: id });
    return doc ? toOwner(doc) : null;
  }

  count(): Promise<number> {
    return this.store.count({});
  }

  async create(input: { email: string; name: string; passwordHash: string }, now: Date): Promise<Owner> {
    const at = now.toISOString();
    try {
      const doc = await this.store.insertOne({ ...input, createdAt: at, passwordChangedAt: at });
      await syncToDisk(this.store);
      return toOwner(doc);
    } catch (err) {
      if ((err as { errorType?: string }).errorType === 'uniqueViolated') {
        throw new DuplicateOwnerError(`An owner with e-mail ${input.email} already exists`);
      }
      throw err;
    }
  }

  /** Replaces the password hash; false when there is no such owner. */
  async setPassword(email: string, passwordHash: string, now: Date): Promise<boolean> {
    const n = await this.store.updateOne(
      { email },
      { $set: { passwordHash, passwordChangedAt: now.toISOString() } },
    );
    await syncToDisk(this.store);
    return n > 0;
  }

  /** Rewrites the file so replaced password hashes do not linger in its history. */
  compact(): Promise<void> {
    return compact(this.store);
  }
}
