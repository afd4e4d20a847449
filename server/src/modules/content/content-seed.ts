import { checkInput } from '#shared/schemas/field-problems.ts';
import type { ContentKindDef, KindName } from './content-kind.ts';
import type { ContentService } from './content-service.ts';
import type { ContentRepo, StoredEntry } from './content-repo.ts';

/** The sample entries of a kind, as create bodies (with their ids), from the content modules. */
type ContentSeed = Partial<Record<KindName, Record<string, unknown>[]>>;

/** A sample entry through the same schema and rules as the owner's input; a bad one stops the start. */
function seedEntry(def: ContentKindDef, body: Record<string, unknown>, at: string, index: number) {
  const parsed = checkInput(def.createSchema, body);
  const id = String(body.id);
  if (!parsed.ok) throw new Error(`Sample ${def.noun} ${id}: ${parsed.error}`);
  // An ordered kind's samples are in the order their list gives.
  const order = def.ordered ? { order: index } : {};
  const fields = def.normalise(id, parsed.data);
  return { ...fields, ...order, id, version: 1, createdAt: at, updatedAt: at } as StoredEntry;
}

/**
 * Fills each kind with its sample entries the first time the datastore opens. A marker per kind
 * records it, so entries the owner later edits or deletes are never put back.
 */
export async function seedContent(
  repo: ContentRepo,
  defs: ContentKindDef[],
  seed: ContentSeed,
  now: Date = new Date(),
): Promise<KindName[]> {
  const at = now.toISOString();
  const pending = await Promise.all(
    defs.map(async (def) => {
      if (await repo.isSeeded(def.kind)) return [];
      // Entries already there without the marker: a seed a crash cut short (their versions may lack).
      const present = await repo.list(def.kind);
      const entries = present.length
        ? []
        : (seed[def.kind] ?? []).map((body, i) => seedEntry(def, body, at, i));
      return [{ kind: def.kind, entries, present }];
    }),
  );
  const batches = pending.flat();
  if (batches.length) await repo.seed(batches, at);
  return batches.map(({ kind }) => kind);
}

/** A value with its object keys sorted and absent fields dropped, so two stores' copies compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** An entry's content: everything but the bookkeeping a save changes even when nothing else does. */
const contentOf = ({ version: _v, createdAt: _c, updatedAt: _u, ...content }: StoredEntry) =>
  canonical(content);

/**
 * The stored entries still exactly as their sample was seeded (site readiness): same id and the
 * same content through the same schema and rules, publication state included. Any change the
 * owner saves takes an entry off; restoring the sample text puts it back, as it is sample again.
 */
function unchangedSamples(def: ContentKindDef, samples: Record<string, unknown>[], stored: StoredEntry[]) {
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  return samples.flatMap((body, i) => {
    const entry = byId.get(String(body.id));
    if (!entry) return [];
    return contentOf(seedEntry(def, body, entry.createdAt, i)) === contentOf(entry) ? [entry] : [];
  });
}

/** Site readiness: every kind's sample entries still as seeded, with their public address. */
export async function sampleEntriesUnchanged<K extends KindName>(
  content: ContentService,
  seed: Partial<Record<K, Record<string, unknown>[]>>,
) {
  const kinds = Object.keys(seed) as K[];
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const def = content.def(kind);
      return unchangedSamples(def, seed[kind] ?? [], await content.listAll(kind)).map((entry) => ({
        kind,
        id: entry.id,
        title: entry.title,
        path: def.path(entry),
      }));
    }),
  );
  return lists.flat();
}
