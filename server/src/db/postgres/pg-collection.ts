import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  type DocumentCollection,
  type Filter,
  type FindOptions,
  SAFE_FIELD,
  type Stored,
  type Update,
} from '../document-store.ts';
import { guarded, isUnreachable } from './pg-errors.ts';
import { docJson, jsonParam, orderBy, SqlParams, where } from './pg-sql.ts';

interface Row {
  id: string;
  doc: Record<string, unknown>;
}

const toDoc = <T>(row: Row): Stored<T> => ({ _id: row.id, ...row.doc }) as Stored<T>;
/** Like nedb's: 16 URL-safe characters. */
const newId = () => randomBytes(12).toString('base64url');

/**
 * One collection as rows of `documents`. Every statement runs in autocommit or in one explicit
 * transaction, so a write has committed before its promise resolves.
 */
export class PgCollection<T extends object> implements DocumentCollection<T> {
  private readonly pool: Pool;
  private readonly name: string;
  private readonly sequenceField: string | undefined;
  constructor(pool: Pool, name: string, sequenceField: string | undefined) {
    this.pool = pool;
    this.name = name;
    this.sequenceField = sequenceField;
  }

  /** The doc expression for an insert, with the sequence field filled from document_seq. */
  private insertedDoc(param: string): string {
    return this.sequenceField
      ? `${param}::jsonb || jsonb_build_object('${this.sequenceField}', nextval('document_seq'))`
      : `${param}::jsonb`;
  }

  async insert(doc: T & { _id?: string }): Promise<Stored<T> | null> {
    const id = doc._id ?? newId();
    const { rows } = await guarded(() =>
      this.pool.query<Row>(
        `INSERT INTO documents (collection, id, doc) VALUES ($1, $2, ${this.insertedDoc('$3')})
         ON CONFLICT DO NOTHING RETURNING id, doc`,
        [this.name, id, docJson(doc as Record<string, unknown>)],
      ),
    );
    return rows[0] ? toDoc<T>(rows[0]) : null;
  }

  async insertMany(docs: (T & { _id?: string })[]): Promise<void> {
    if (docs.length === 0) return;
    const records = docs.map((doc) => ({
      id: doc._id ?? newId(),
      doc: JSON.parse(docJson(doc as Record<string, unknown>)),
    }));
    await guarded(() =>
      this.pool.query(
        `INSERT INTO documents (collection, id, doc)
         SELECT $1, r.id, ${this.insertedDoc('r.doc')}
         FROM jsonb_to_recordset($2::jsonb) AS r(id text, doc jsonb)`,
        [this.name, jsonParam(records)],
      ),
    );
  }

  async findOne(filter: Filter): Promise<Stored<T> | null> {
    const [doc] = await this.find(filter, { limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Stored<T>[]> {
    const params = new SqlParams();
    const name = params.add(this.name);
    const cond = where(filter, params);
    const limit = options.limit !== undefined ? ` LIMIT ${params.add(options.limit)}` : '';
    const { rows } = await guarded(() =>
      this.pool.query<Row>(
        `SELECT id, doc FROM documents WHERE collection = ${name} AND ${cond} ${orderBy(options.sort)}${limit}`,
        params.values,
      ),
    );
    return rows.map((row) => toDoc<T>(row));
  }

  async count(filter: Filter = {}): Promise<number> {
    const params = new SqlParams();
    const name = params.add(this.name);
    const cond = where(filter, params);
    const { rows } = await guarded(() =>
      this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM documents WHERE collection = ${name} AND ${cond}`,
        params.values,
      ),
    );
    return rows[0]!.n;
  }

  /**
   * The filter sits in the UPDATE's own WHERE as well as in the row pick: under concurrent
   * updates PostgreSQL re-checks it on the newest row version, so a compare-and-set on
   * `{ _id, version }` has exactly one winner.
   */
  private updateSql(filter: Filter, update: Update): [string, unknown[]] {
    const params = new SqlParams();
    const name = params.add(this.name);
    const cond = where(filter, params);
    const set = params.add(docJson((update.set ?? {}) as Record<string, unknown>));
    const unset = params.add(update.unset ?? []);
    const sql = `UPDATE documents SET doc = (doc || ${set}::jsonb) - ${unset}::text[]
      WHERE collection = ${name} AND ${cond}
        AND id = (SELECT id FROM documents WHERE collection = ${name} AND ${cond} ORDER BY id LIMIT 1)
      RETURNING id, doc`;
    return [sql, params.values];
  }

  async updateOne(filter: Filter, update: Update): Promise<Stored<T> | null> {
    const [sql, values] = this.updateSql(filter, update);
    const { rows } = await guarded(() => this.pool.query<Row>(sql, values));
    return rows[0] ? toDoc<T>(rows[0]) : null;
  }

  async updateEach(changes: [filter: Filter, update: Update][]): Promise<void> {
    await this.transaction(async (client) => {
      for (const [filter, update] of changes) await client.query(...this.updateSql(filter, update));
    });
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const params = new SqlParams();
    const name = params.add(this.name);
    const cond = where(filter, params);
    const { rowCount } = await guarded(() =>
      this.pool.query(
        `DELETE FROM documents WHERE collection = ${name} AND ${cond}
           AND id = (SELECT id FROM documents WHERE collection = ${name} AND ${cond} ORDER BY id LIMIT 1)`,
        params.values,
      ),
    );
    return (rowCount ?? 0) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const params = new SqlParams();
    const name = params.add(this.name);
    const cond = where(filter, params);
    const { rowCount } = await guarded(() =>
      this.pool.query(`DELETE FROM documents WHERE collection = ${name} AND ${cond}`, params.values),
    );
    return rowCount ?? 0;
  }

  /**
   * One upsert for the batch; rows are taken in `_id` order, so two instances adding to the same
   * counters at once wait for each other instead of deadlocking.
   */
  async addCounts(field: string, docs: (T & { _id: string })[]): Promise<void> {
    if (docs.length === 0) return;
    if (!SAFE_FIELD.test(field)) throw new Error(`Invalid field name: ${field}`);
    const records = docs
      .map((doc) => {
        const { _id, ...rest } = doc as Record<string, unknown>;
        return { id: String(_id), doc: JSON.parse(docJson(rest)) };
      })
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    await guarded(() =>
      this.pool.query(
        `INSERT INTO documents AS d (collection, id, doc)
         SELECT $1, r.id, r.doc FROM jsonb_to_recordset($2::jsonb) AS r(id text, doc jsonb) ORDER BY r.id
         ON CONFLICT (collection, id) DO UPDATE SET doc = d.doc || EXCLUDED.doc || jsonb_build_object(
           '${field}', COALESCE((d.doc->>'${field}')::numeric, 0) + COALESCE((EXCLUDED.doc->>'${field}')::numeric, 0))`,
        [this.name, jsonParam(records)],
      ),
    );
  }

  /** PostgreSQL's autovacuum reclaims old row versions by itself. */
  async compact(): Promise<void> {}

  private transaction(work: (client: PoolClient) => Promise<void>): Promise<void> {
    return inTransaction(this.pool, work);
  }
}

/** Runs `work` in one transaction; a connection that failed is discarded, not reused. */
export function inTransaction(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  return guarded(async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (err) {
      if (isUnreachable(err)) broken = err as Error;
      else await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release(broken);
    }
  });
}
