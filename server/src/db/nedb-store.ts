import { randomUUID } from 'node:crypto';
import { access, chmod, constants, mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from 'nedb-promises';
import { loadOrCreateSecret } from '../lib/secret-file.ts';
import {
  checkSpec,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Stored,
  StoreUnavailableError,
  type Update,
  type WriteOptions,
} from './document-store.ts';
import { FileUploadStorage } from './file-upload-storage.ts';
import { escapeStoredLineBreakers, lineBreakerHooks } from './line-breakers.ts';
import { compactFile, syncToDisk, undoPartialAppends } from './nedb-internals.ts';
import { repairTornTail, type TornTailRepair } from './torn-tail.ts';

type Raw = Datastore<Record<string, unknown>>;

/** JSON has no undefined: a field set to undefined is simply absent, as PostgreSQL stores it. */
const defined = <T extends object>(doc: T): T =>
  Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)) as T;

const isDuplicate = (err: unknown) => (err as { errorType?: string }).errorType === 'uniqueViolated';

function toNedbUpdate(update: Update): Record<string, unknown> {
  const set = defined(update.set ?? {});
  const unset = update.unset ?? [];
  return {
    ...(Object.keys(set).length ? { $set: set } : {}),
    ...(unset.length ? { $unset: Object.fromEntries(unset.map((f) => [f, true])) } : {}),
  };
}

/**
 * One nedb file (`DATA_DIR/<name>.db`). nedb keeps the collection in memory and appends each change
 * to the file; every durable write is fsynced before it resolves. Filters are nedb's own query
 * language restricted to the subset in document-store.ts.
 */
class NedbCollection<T extends object> implements DocumentCollection<T> {
  private readonly raw: Raw;
  private readonly sequenceField: string | undefined;
  private sequence: number;
  constructor(raw: Raw, sequenceField: string | undefined, sequence: number) {
    this.raw = raw;
    this.sequenceField = sequenceField;
    this.sequence = sequence;
  }

  async insert(doc: T & { _id?: string }): Promise<Stored<T> | null> {
    const withSeq = this.sequenceField ? { ...doc, [this.sequenceField]: ++this.sequence } : doc;
    let stored: Record<string, unknown>;
    try {
      stored = await this.raw.insertOne(defined(withSeq) as Record<string, unknown>);
    } catch (err) {
      if (isDuplicate(err)) return null;
      throw err;
    }
    await syncToDisk(this.raw);
    return stored as Stored<T>;
  }

  async insertMany(docs: (T & { _id?: string })[]): Promise<void> {
    const rows = docs.map((doc) =>
      defined(this.sequenceField ? { ...doc, [this.sequenceField]: ++this.sequence } : doc),
    );
    await this.raw.insertMany(rows as Record<string, unknown>[]);
    await syncToDisk(this.raw);
  }

  async findOne(filter: Filter): Promise<Stored<T> | null> {
    return (await this.raw.findOne(filter)) as Stored<T> | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Stored<T>[]> {
    let cursor = this.raw.find(filter);
    if (options.sort) cursor = cursor.sort(Object.fromEntries(options.sort));
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor) as Stored<T>[];
  }

  count(filter: Filter = {}): Promise<number> {
    return this.raw.count(filter);
  }

  async updateOne(filter: Filter, update: Update, options: WriteOptions = {}): Promise<Stored<T> | null> {
    const doc = await this.raw.updateOne<Stored<T>>(filter, toNedbUpdate(update), {
      returnUpdatedDocs: true,
    });
    if (doc && options.durable !== false) await syncToDisk(this.raw);
    return doc ?? null;
  }

  async updateEach(changes: [filter: Filter, update: Update][]): Promise<void> {
    for (const [filter, update] of changes) await this.raw.updateOne(filter, toNedbUpdate(update));
    await syncToDisk(this.raw);
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const n = await this.raw.deleteOne(filter, {});
    if (n > 0) await syncToDisk(this.raw);
    return n > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const n = await this.raw.deleteMany(filter, {});
    if (n > 0) await syncToDisk(this.raw);
    return n;
  }

  async addCounts(field: string, docs: (T & { _id: string })[]): Promise<void> {
    if (docs.length === 0) return;
    for (const doc of docs) {
      const { _id, [field]: by, ...rest } = doc as Record<string, unknown>;
      await this.raw.update(
        { _id },
        { $inc: { [field]: Number(by) }, ...(Object.keys(rest).length ? { $set: defined(rest) } : {}) },
        { upsert: true },
      );
    }
    await syncToDisk(this.raw);
  }

  compact(): Promise<void> {
    return compactFile(this.raw);
  }
}

/**
 * The embedded engine: one nedb file per collection, uploads and secrets as files, all under
 * DATA_DIR. One process writes a DATA_DIR at a time (services.ts takes its lock).
 */
export class NedbStore implements DocumentStore {
  readonly engine = 'nedb';
  readonly dataDir: string;
  private readonly opened = new Map<string, Promise<DocumentCollection<object>>>();
  private readonly onRepair: (repair: TornTailRepair) => void;
  /** `onRepair` hears of every torn last line moved aside at open (the server logs it). */
  constructor(dataDir: string, onRepair: (repair: TornTailRepair) => void = () => {}) {
    this.dataDir = dataDir;
    this.onRepair = onRepair;
  }

  collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
    checkSpec(spec);
    // nedb must never have two Datastores on one file: each name opens once.
    let opening = this.opened.get(spec.name);
    if (!opening) {
      opening = this.open(spec);
      this.opened.set(spec.name, opening);
      opening.catch(() => this.opened.delete(spec.name));
    }
    return opening as Promise<DocumentCollection<T>>;
  }

  private async open(spec: CollectionSpec): Promise<DocumentCollection<object>> {
    await mkdir(this.dataDir, { recursive: true, mode: 0o700 });
    const filename = join(this.dataDir, `${spec.name}.db`);
    await escapeStoredLineBreakers(filename);
    const repaired = await repairTornTail(filename);
    if (repaired) this.onRepair(repaired);
    const raw = Datastore.create({ filename, autoload: false, ...lineBreakerHooks }) as Raw;
    undoPartialAppends(raw);
    await raw.load();
    // Private to the server's user (the server sets umask 077, so compaction's new files are too).
    await chmod(this.dataDir, 0o700);
    await chmod(filename, 0o600);
    for (const index of spec.indexes ?? []) {
      // Sparse: documents without the field do not collide (as in PostgreSQL, where NULLs are distinct).
      await raw.ensureIndex({ fieldName: index.field, unique: index.unique ?? false, sparse: true });
    }
    let sequence = 0;
    if (spec.sequenceField) {
      const [last] = await raw
        .find({})
        .sort({ [spec.sequenceField]: -1 })
        .limit(1);
      sequence = Number(last?.[spec.sequenceField] ?? 0);
    }
    return new NedbCollection(raw, spec.sequenceField, sequence);
  }

  /** The `<name>.db` files of DATA_DIR, and the collections opened since. */
  async collectionNames(): Promise<string[]> {
    const files = await readdir(this.dataDir).catch(() => [] as string[]);
    const names = files.flatMap((file) => /^([a-z0-9-]+)\.db$/.exec(file)?.[1] ?? []);
    return [...new Set([...names, ...this.opened.keys()])].sort();
  }

  /** `DATA_DIR/<name>.key`, private to the server's user. */
  secret(name: string): Promise<Buffer> {
    return loadOrCreateSecret(join(this.dataDir, `${name}.key`));
  }

  uploads(): Promise<FileUploadStorage> {
    return FileUploadStorage.open(join(this.dataDir, 'uploads'));
  }

  async ready(): Promise<void> {
    // A name per check: concurrent checks sharing one file would delete each other's probe.
    const probe = join(this.dataDir, `.ready-${process.pid}-${randomUUID()}`);
    try {
      await access(this.dataDir, constants.W_OK);
      await writeFile(probe, 'ok');
      await unlink(probe);
    } catch {
      throw new StoreUnavailableError('Datastore is not writable');
    }
  }

  async close(): Promise<void> {}
}
