import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { ContentKindDef } from './content-kind.ts';
import type { ContentRepo, StoredEntry } from './content-repo.ts';

/** The sample entries of a kind, as create bodies (with their ids), from the content modules. */
type ContentSeed = Partial<Record<ContentKind, Record<string, unknown>[]>>;

/** A sample entry through the same schema and rules as the owner's input; a bad one stops the start. */
function seedEntry(def: ContentKindDef, body: Record<string, unknown>, at: string): StoredEntry {
  const parsed = def.createSchema.safeParse(body);
  const id = String(body.id);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Sample ${def.noun} ${id}: ${issue.path.join('.')} ${issue.message}`);
  }
  return { ...def.normalise(id, parsed.data), id, version: 1, createdAt: at, updatedAt: at } as StoredEntry;
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
): Promise<ContentKind[]> {
  const at = now.toISOString();
  const seeded: ContentKind[] = [];
  for (const def of defs) {
    if (await repo.isSeeded(def.kind)) continue;
    const hasEntries = (await repo.list(def.kind)).length > 0;
    const entries = hasEntries ? [] : (seed[def.kind] ?? []).map((body) => seedEntry(def, body, at));
    await repo.seed(def.kind, entries, at);
    seeded.push(def.kind);
  }
  return seeded;
}
