import { PORTFOLIO_COLLECTIONS } from '#shared/constants/portfolio-collections.ts';
import type { MediaUse } from '#shared/schemas/media.ts';
import type { DocumentStore } from '../../db/document-store.ts';

/** An upload named anywhere in a stored value: its address, a full link to it, a variant or a crop. */
const UPLOAD_STEM = /\/uploads\/([a-f0-9]{32})/g;

/**
 * Collections that never hold the owner's pictures (accounts, sessions, visitors' messages, the
 * audit trail, bookkeeping). Every other collection is read, including ones added after this was
 * written: a collection nobody named here still protects the uploads it names.
 */
const NO_PICTURES = new Set([
  'audit',
  'content-addresses',
  'form-tokens-spent',
  'inquiries',
  'known-devices',
  'login-failures',
  'owners',
  'sessions',
  'subscribers',
  'upload-names',
]);

const KIND_LABELS: Record<string, string> = {
  projects: 'Project',
  posts: 'Blog post',
  pictures: 'Page picture',
  testimonials: 'Testimonial',
  listings: 'Listing',
};
for (const { key, label } of PORTFOLIO_COLLECTIONS) KIND_LABELS[key] = `Portfolio (${label})`;

/** A kind or collection key in the owner's words. */
function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');
}

type Doc = Record<string, unknown>;
const record = (value: unknown): Doc | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : undefined;
const textOf = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();

/** The stems named anywhere in a JSON value. */
function stemsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(UPLOAD_STEM)) into.add(match[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) stemsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stemsIn(item, into);
  }
  return into;
}

function describeUse(use: Omit<MediaUse, 'text'>): string {
  const named = `${use.kind} "${use.title}"`;
  if (use.place === 'version') return `${named}, saved version ${use.version ?? '?'}`;
  if (use.place === 'trash') return `${named}, in the trash`;
  return named;
}

function mediaUse(kind: string, title: string, place: MediaUse['place'], version?: number): MediaUse {
  const fields = { kind: kindLabel(kind), title, place, ...(version === undefined ? {} : { version }) };
  return { ...fields, text: describeUse(fields) };
}

/**
 * What one stored document is, for the owner: the known collections by their shape (content
 * entries, their versions, portfolio items, the trash), any other by its title or name. Null for a
 * document that is no entry (a seed marker) or is the current version's copy in the history.
 */
function describe(collection: string, doc: Doc, current: Set<string>): MediaUse | null {
  const entry = record(doc.entry);
  const title = textOf(entry?.title, entry?.name, doc.title, doc.name, doc.id, doc._id) ?? 'untitled';
  const kind = textOf(doc.kind, doc.collection) ?? collection;
  if (collection === 'trash') return mediaUse(kind, title, 'trash');
  if (collection === 'content-versions' || /version|history/.test(collection)) {
    const version = typeof doc.version === 'number' ? doc.version : undefined;
    // The entry as it is now is listed once, as the current entry.
    if (current.has(`${kind}:${textOf(doc.entryId, entry?.id)}:${version}`)) return null;
    return mediaUse(kind, title, 'version', version);
  }
  if (String(doc._id).startsWith('seeded:')) return null;
  // Removed but not yet purged (its removal's audit line is on its way).
  return mediaUse(kind, title, doc.deleted === true ? 'trash' : 'current');
}

/**
 * Every upload referenced by a stored document, by its stem, with the uses naming each document
 * (docs/uploads.md, "The media library"). Reads every collection but the ones above, so nothing
 * referenced anywhere is ever taken for unused.
 */
export async function findMediaUses(store: DocumentStore): Promise<Map<string, MediaUse[]>> {
  const names = (await store.collectionNames()).filter((name) => !NO_PICTURES.has(name));
  const docs = new Map<string, Doc[]>();
  for (const name of names) docs.set(name, await (await store.collection<Doc>({ name })).find({}));
  // The current entries' versions (in `content`, or a kind's own collection such as `portfolio`),
  // so the history does not list them a second time.
  const entryLists = [...docs].filter(([name]) => name !== 'trash' && !/version|history/.test(name));
  const current = new Set(
    entryLists
      .flatMap(([, list]) => list)
      .flatMap((doc) => {
        const entry = record(doc.entry);
        return entry && doc.deleted !== true
          ? [`${String(doc.kind)}:${String(entry.id)}:${String(doc.version)}`]
          : [];
      }),
  );
  const uses = new Map<string, MediaUse[]>();
  for (const [collection, list] of docs) {
    for (const doc of list) {
      const stems = stemsIn(doc, new Set());
      if (stems.size === 0) continue;
      const described = describe(collection, doc, current);
      if (!described) continue;
      for (const stem of stems) {
        const known = uses.get(stem) ?? [];
        if (!known.some((u) => u.text === described.text)) known.push(described);
        uses.set(stem, known);
      }
    }
  }
  return uses;
}
