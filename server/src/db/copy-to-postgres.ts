import { readdir } from 'node:fs/promises';
import type { NedbStore } from './nedb-store.ts';
import type { PgStore } from './postgres/pg-store.ts';

interface CopyReport {
  /** Per collection: documents copied, and documents already there (left as they are). */
  collections: Record<string, { copied: number; present: number }>;
  secrets: { copied: number; present: number };
  uploads: { copied: number; present: number };
}

const UPLOAD_BATCH = 20;

/**
 * Copies an embedded-engine installation (every `<name>.db` collection, every `<name>.key` secret,
 * every upload) into PostgreSQL. Only what is missing is written, with its own `_id`, so a second
 * run copies nothing and a document changed in PostgreSQL since is never overwritten.
 */
export async function copyToPostgres(from: NedbStore, to: PgStore): Promise<CopyReport> {
  const report: CopyReport = {
    collections: {},
    secrets: { copied: 0, present: 0 },
    uploads: { copied: 0, present: 0 },
  };
  const files = (await readdir(from.dataDir)).sort();
  let highestSeq = 0;
  for (const file of files.filter((f) => /^[a-z][a-z0-9-]*\.db$/.test(f))) {
    const name = file.slice(0, -3);
    const source = await from.collection<Record<string, unknown>>({ name });
    const target = await to.collection<Record<string, unknown>>({ name });
    const counts = { copied: 0, present: 0 };
    for (const doc of await source.find({}, { sort: [['_id', 1]] })) {
      if (typeof doc.seq === 'number') highestSeq = Math.max(highestSeq, doc.seq);
      if (await target.insert(doc)) counts.copied++;
      else counts.present++;
    }
    report.collections[name] = counts;
  }
  // New sequence numbers (the audit trail's order) continue after the copied ones.
  if (highestSeq > 0) await to.advanceSequence(highestSeq);

  for (const file of files.filter((f) => /^[a-z][a-z0-9-]*\.key$/.test(f))) {
    const name = file.slice(0, -4);
    if (await to.putSecret(name, await from.secret(name))) report.secrets.copied++;
    else report.secrets.present++;
  }

  const sourceUploads = await from.uploads();
  const targetUploads = await to.uploads();
  const names = await sourceUploads.list();
  for (let i = 0; i < names.length; i += UPLOAD_BATCH) {
    const batch: [string, Buffer][] = [];
    for (const name of names.slice(i, i + UPLOAD_BATCH)) {
      if (await targetUploads.has(name)) {
        report.uploads.present++;
        continue;
      }
      const data = await sourceUploads.read(name);
      if (data) batch.push([name, data]);
    }
    await targetUploads.putAll(batch);
    report.uploads.copied += batch.length;
  }
  return report;
}
