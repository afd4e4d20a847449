import type { CollectionSpec, Stored } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';

export interface Owner {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
}

type OwnerDoc = Omit<Owner, 'id'>;

const toOwner = ({ _id, ...rest }: Stored<OwnerDoc>): Owner => ({ id: _id, ...rest });

export class DuplicateOwnerError extends Error {}

/** Owner accounts (collection `owners`). E-mails arrive normalised (emailSchema) and are unique. */
export class OwnerRepo extends CollectionRepo<OwnerDoc> {
  static readonly collection: CollectionSpec = {
    name: 'owners',
    indexes: [{ field: 'email', unique: true }],
  };

  async findByEmail(email: string): Promise<Owner | null> {
    const doc = await this.docs.findOne({ email });
    return doc ? toOwner(doc) : null;
  }

  async findById(id: string): Promise<Owner | null> {
    const doc = await this.docs.findOne({ _id: id });
    return doc ? toOwner(doc) : null;
  }

  count(): Promise<number> {
    return this.docs.count();
  }

  async create(input: { email: string; name: string; passwordHash: string }, now: Date): Promise<Owner> {
    const at = now.toISOString();
    const doc = await this.docs.insert({ ...input, createdAt: at, passwordChangedAt: at });
    if (!doc) throw new DuplicateOwnerError(`An owner with e-mail ${input.email} already exists`);
    return toOwner(doc);
  }

  /** Replaces the password hash; false when there is no such owner. */
  async setPassword(email: string, passwordHash: string, now: Date): Promise<boolean> {
    const doc = await this.docs.updateOne(
      { email },
      { set: { passwordHash, passwordChangedAt: now.toISOString() } },
    );
    return doc !== null;
  }

  /** Drops replaced password hashes from the engine's history (nedb's append-only file). */
  compact(): Promise<void> {
    return this.docs.compact();
  }
}
