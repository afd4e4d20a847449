import type { ChangeFeed } from '../lib/change-feed.ts';
import type { HitCounters } from './hit-counters.ts';
import type { UploadStorage } from './upload-storage.ts';

/**
 * The one storage interface every repository goes through. Two engines implement it: the
 * embedded nedb files (nedb-store.ts, the default) and PostgreSQL (postgres/pg-store.ts, chosen by
 * DATABASE_URL). Repositories hold plain JSON documents in named collections and never know which
 * engine they run on. See docs/storage.md for the choice and its reasons.
 */

/** A stored document: `_id` is unique within its collection (the engine makes one when absent). */
export type Stored<T> = T & { _id: string };

/** A value a filter compares a field with (documents hold JSON, so no Date: store ISO strings). */
export type Scalar = string | number | boolean | null;

/**
 * One field's condition: equal to a scalar, present or absent, or below/above a number or string
 * (strings compare as ISO timestamps do: character by character).
 */
export type Condition = Scalar | { $exists: boolean } | { $lt: number | string } | { $gt: number | string };

/**
 * Every listed field must match; `$or` matches when any of its filters does. Top-level fields
 * only (no dotted paths): that keeps the two engines' meaning identical.
 */
export type Filter = { $or?: Filter[] } & { [field: string]: Condition | Filter[] | undefined };

/** Sets fields (top level) and removes others, in one step. */
export interface Update {
  set?: Record<string, unknown>;
  unset?: string[];
}

export interface FindOptions {
  /** [field, 1 ascending | -1 descending] in order of precedence. */
  sort?: [field: string, direction: 1 | -1][];
  limit?: number;
}

export interface WriteOptions {
  /**
   * false: the write may be lost in a power cut (nedb skips the fsync). Only for records whose loss
   * is harmless, such as a session's last-activity time. PostgreSQL commits every write anyway.
   */
  durable?: boolean;
}

interface IndexSpec {
  field: string;
  unique?: boolean;
}

export interface CollectionSpec {
  /** Lower-case letters, digits and dashes; the nedb file is `<name>.db`. */
  name: string;
  indexes?: IndexSpec[];
  /**
   * A field the engine fills on insert with a number greater than any it gave before in this
   * store, so "newest first" holds across instances and within one millisecond.
   */
  sequenceField?: string;
}

/**
 * A collection of documents. Every write has reached stable storage (fsync, or a committed
 * transaction) before its promise resolves, unless `durable: false` says otherwise.
 */
export interface DocumentCollection<T extends object> {
  /** Inserts one document; null (nothing written) when its `_id` or a unique field is taken. */
  insert(doc: T & { _id?: string }): Promise<Stored<T> | null>;
  /** Inserts all or none (one append, one transaction); throws on any duplicate. */
  insertMany(docs: (T & { _id?: string })[]): Promise<void>;
  findOne(filter: Filter): Promise<Stored<T> | null>;
  find(filter: Filter, options?: FindOptions): Promise<Stored<T>[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * Updates the first document matching the filter, which is checked and changed in one atomic
   * step (so `{ _id, version }` is a compare-and-set). Returns the document as stored, or null.
   */
  updateOne(filter: Filter, update: Update, options?: WriteOptions): Promise<Stored<T> | null>;
  /** Several updateOne calls as one durable batch (one fsync, one transaction). */
  updateEach(changes: [filter: Filter, update: Update][]): Promise<void>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Counters: inserts each document, or, when its `_id` is stored, adds its number `field` to the
   * stored one (other fields stay). One durable batch; each document's addition is atomic, so
   * several instances counting into one document never lose a count (PostgreSQL: an upsert).
   * The `_id`s must be distinct.
   */
  addCounts(field: string, docs: (T & { _id: string })[]): Promise<void>;
  /** Drops history the engine may keep (nedb rewrites its file; PostgreSQL vacuums by itself). */
  compact(): Promise<void>;
}

export interface DocumentStore {
  readonly engine: 'nedb' | 'postgres';
  /** Opens (creating when new) a collection with its indexes. Opening it twice gives the same one. */
  collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>>;
  /**
   * The names of every collection holding documents (the media library looks for uploads in all
   * of them, so a collection added later protects its pictures without being named anywhere).
   */
  collectionNames(): Promise<string[]>;
  /** A 32-byte secret by name (e.g. the form-token key), made on first use, the same for every instance. */
  secret(name: string): Promise<Buffer>;
  /** Where uploaded pictures and their variants are kept. */
  uploads(): Promise<UploadStorage>;
  /**
   * Engines shared by several instances relay the change feed between them (PostgreSQL:
   * LISTEN/NOTIFY), so a change made through one instance reaches every instance's caches. The
   * embedded engine has one instance and no such method.
   */
  shareChanges?(
    changes: ChangeFeed,
    log: { warn(obj: object, msg: string): void },
  ): { listening: Promise<void>; close(): Promise<void> };
  /**
   * Engines shared by several instances keep the rate limits' counters, so a limit reached through
   * one instance holds on all of them. The embedded engine has one instance, whose memory is
   * enough (express-rate-limit's own store), and no such method.
   */
  hitCounters?(): HitCounters;
  /** Resolves when the store takes a write right now; throws StoreUnavailableError otherwise. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The datastore cannot be reached (PostgreSQL restarting, a full disk): the request answers 503
 * and the client may retry. Nothing of the failed write was kept.
 */
export class StoreUnavailableError extends Error {
  readonly status = 503;
}

/** Names that become file names and SQL index names: checked once, here. */
const SAFE_NAME = /^[a-z][a-z0-9-]{0,40}$/;
export const SAFE_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function checkSpec(spec: CollectionSpec): void {
  if (!SAFE_NAME.test(spec.name)) throw new Error(`Invalid collection name: ${spec.name}`);
  for (const field of [...(spec.indexes ?? []).map((i) => i.field), spec.sequenceField ?? '_id']) {
    if (!SAFE_FIELD.test(field)) throw new Error(`Invalid field name in ${spec.name}: ${field}`);
  }
}

/**
 * A write refused because an `_id` or unique field is taken (nedb's uniqueViolated, PostgreSQL's
 * unique_violation). Seeding uses it: when several instances start at once, one seeds and the
 * others' identical inserts are refused.
 */
export const isDuplicateError = (err: unknown): boolean => {
  const e = err as { errorType?: string; code?: string } | null;
  return e?.errorType === 'uniqueViolated' || e?.code === '23505';
};
