import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { CollectionSpec } from '../../db/document-store.ts';
import { CollectionRepo } from '../../db/collection-repo.ts';

/**
 * `seq` (filled by the store) is the insertion order: two changes in the same millisecond, or on
 * two instances, still list newest first.
 */
interface AuditDoc extends AuditEntry {
  seq?: number;
}

/** The append-only trail of portfolio changes (collection `audit`). */
export class AuditRepo extends CollectionRepo<AuditDoc> {
  static readonly collection: CollectionSpec = {
    name: 'audit',
    indexes: [{ field: 'seq' }],
    sequenceField: 'seq',
  };

  /** An entry whose `id` is already in the trail is not added again (insert answers null). */
  async record(entry: AuditEntry, id?: string): Promise<void> {
    await this.docs.insert(id ? { ...entry, _id: id } : entry);
  }

  /** Newest first. */
  async list(options: { limit: number; collection?: string | undefined }): Promise<AuditEntry[]> {
    const query = options.collection ? { collection: options.collection } : {};
    const docs = await this.docs.find(query, { sort: [['seq', -1]], limit: options.limit });
    return docs.map(({ _id, seq, ...entry }) => entry);
  }
}
