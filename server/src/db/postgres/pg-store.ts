import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  checkSpec,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  StoreUnavailableError,
} from '../document-store.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { bridgeChanges } from './pg-change-bridge.ts';
import { PgCollection } from './pg-collection.ts';
import { guarded, isUnreachable } from './pg-errors.ts';
import { ensureIndexes } from './pg-indexes.ts';
import { migrate } from './pg-migrate.ts';
import { PgHitCounters } from './pg-hit-counters.ts';
import { PgUploadStorage } from './pg-upload-storage.ts';

interface PgStoreOptions {
  /** How long start-up waits for the database to answer (compose starts everything at once). */
  startWaitMs?: number;
  /** Told about errors on idle connections (the database restarting); never thrown. */
  onIdleError?: (err: Error) => void;
  /** The most connections kept open (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number | undefined;
}

/**
 * The PostgreSQL engine (DATABASE_URL): a connection pool, the versioned migrations applied at
 * start, collections as rows of `documents`. Several instances share it.
 */
export class PgStore implements DocumentStore {
  readonly engine = 'postgres';
  readonly pool: pg.Pool;
  private readonly opened = new Map<string, Promise<DocumentCollection<object>>>();
  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  static async open(url: string, options: PgStoreOptions = {}): Promise<PgStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // While the database is down, a request fails (503) after this instead of queueing for long.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection dropped by a database restart must not crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const deadline = Date.now() + (options.startWaitMs ?? 30_000);
    for (;;) {
      try {
        await migrate(pool);
        break;
      } catch (err) {
        if (!isUnreachable(err) || Date.now() > deadline) {
          await pool.end().catch(() => undefined);
          throw err;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return new PgStore(pool);
  }

  collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
    checkSpec(spec);
    let opening = this.opened.get(spec.name);
    if (!opening) {
      opening = ensureIndexes(this.pool, spec).then(
        () => new PgCollection<object>(this.pool, spec.name, spec.sequenceField),
      );
      this.opened.set(spec.name, opening);
      opening.catch(() => this.opened.delete(spec.name));
    }
    return opening as Promise<DocumentCollection<T>>;
  }

  async collectionNames(): Promise<string[]> {
    const { rows } = await guarded(() =>
      this.pool.query<{ collection: string }>('SELECT DISTINCT collection FROM documents ORDER BY 1'),
    );
    return rows.map((r) => r.collection);
  }

  async secret(name: string): Promise<Buffer> {
    // The first instance to ask makes it; every other one reads that one.
    await guarded(() =>
      this.pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32),
      ]),
    );
    const { rows } = await guarded(() =>
      this.pool.query<{ value: Buffer }>('SELECT value FROM secrets WHERE name = $1', [name]),
    );
    return rows[0]!.value;
  }

  /** Stores a secret under `name` unless one is there; true when stored (moving an installation over). */
  async putSecret(name: string, value: Buffer): Promise<boolean> {
    const { rowCount } = await guarded(() =>
      this.pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        value,
      ]),
    );
    return (rowCount ?? 0) > 0;
  }

  /** Makes the next sequence number greater than `atLeast` (after copying numbered documents in). */
  async advanceSequence(atLeast: number): Promise<void> {
    await guarded(() =>
      this.pool.query(
        "SELECT setval('document_seq', GREATEST($1::bigint, (SELECT last_value FROM document_seq)))",
        [atLeast],
      ),
    );
  }

  async uploads(): Promise<PgUploadStorage> {
    return new PgUploadStorage(this.pool);
  }

  hitCounters(): PgHitCounters {
    return new PgHitCounters(this.pool);
  }

  shareChanges(changes: ChangeFeed, log: { warn(obj: object, msg: string): void }) {
    return bridgeChanges(this.pool, changes, log);
  }

  async ready(): Promise<void> {
    try {
      await this.pool.query('SELECT 1');
    } catch (err) {
      throw new StoreUnavailableError('PostgreSQL does not answer', { cause: err });
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
