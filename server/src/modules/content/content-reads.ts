import type { ContentLookup, VersionSummary } from '#shared/schemas/content-entry.ts';
import { notFound } from '../../http/http-error.ts';
import type { ContentKindDef, KindName } from './content-kind.ts';
import type { ContentRepo, StoredEntry } from './content-repo.ts';
import { entryMissing } from './content-messages.ts';
import { isShownBy } from './content-visibility.ts';

/**
 * What stored content answers, for the owner (every entry) and for visitors (what is live, listed,
 * at an address, moved or gone). ContentService adds the writes.
 */
export class ContentReads {
  protected readonly repo: ContentRepo;
  protected readonly kinds: Map<KindName, ContentKindDef>;
  protected readonly now: () => Date;

  constructor(repo: ContentRepo, kinds: ContentKindDef[], now: () => Date) {
    this.repo = repo;
    this.kinds = new Map(kinds.map((def) => [def.kind, def]));
    this.now = now;
  }

  def(kind: KindName): ContentKindDef {
    const def = this.kinds.get(kind);
    if (!def) throw notFound(`Unknown content kind: ${kind}`);
    return def;
  }

  /** Every entry, drafts included (the admin). */
  async listAll(kind: KindName): Promise<StoredEntry[]> {
    return (await this.repo.list(kind)).sort(this.def(kind).compare);
  }

  /** What visitors see: published entries whose publish date has come (and the kind shows). */
  async listLive(kind: KindName): Promise<StoredEntry[]> {
    const now = this.now();
    return (await this.listAll(kind)).filter((entry) => isShownBy(this.def(kind), entry, now));
  }

  /** The public list: live entries the kind lists (an unlisted listing is reached by its address only). */
  async listPublic(kind: KindName): Promise<StoredEntry[]> {
    const { isListed } = this.def(kind);
    return (await this.listLive(kind)).filter((entry) => isListed?.(entry) ?? true);
  }

  async get(kind: KindName, id: string): Promise<StoredEntry> {
    const entry = await this.repo.get(kind, id);
    if (!entry) throw notFound(entryMissing(this.def(kind), id));
    return entry;
  }

  /**
   * A public address: the live entry with that slug, or where an old slug or an old numeric id
   * (/projects/2) now lives; null when nothing live answers there (a draft is not found).
   */
  async lookup(kind: KindName, address: string): Promise<ContentLookup<StoredEntry> | null> {
    const def = this.def(kind);
    const now = this.now();
    const current = await this.repo.bySlug(kind, address);
    if (current) return isShownBy(def, current, now) ? { entry: current } : null;
    const targetId = (await this.repo.oldSlugTarget(kind, address)) ?? address;
    const target = await this.repo.get(kind, targetId);
    return target && isShownBy(def, target, now) ? { redirect: def.path(target) } : null;
  }

  /**
   * As `lookup`, and for a kind whose hidden entries are gone rather than unknown (listings): an
   * address whose entry exists but is unpublished or past its end answers `{ gone: true }`.
   */
  async lookupOrGone(
    kind: KindName,
    address: string,
  ): Promise<ContentLookup<StoredEntry> | { gone: true } | null> {
    const found = await this.lookup(kind, address);
    if (found || !this.def(kind).goneWhenHidden) return found;
    return (await this.repo.bySlug(kind, address)) ? { gone: true } : null;
  }

  /** An entry's saved versions, newest first (404 when the entry is gone). */
  async versions(kind: KindName, id: string): Promise<VersionSummary[]> {
    await this.get(kind, id);
    return this.repo.listVersions(kind, id);
  }

  async version(kind: KindName, id: string, version: number): Promise<StoredEntry> {
    const entry = await this.repo.getVersion(kind, id, version);
    if (!entry) throw notFound(`No version ${version} of ${this.def(kind).noun} ${id}`);
    return entry;
  }
}
