import { isDeepStrictEqual } from 'node:util';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { commitAudit } from '../../lib/pending-audit.ts';
import type { ContentKindDef, KindName } from './content-kind.ts';
import { idDeleted } from './content-messages.ts';
import type { ContentRepo, PendingChange, StoredEntry } from './content-repo.ts';

/** What every entry has whatever its content: left out when two saves' contents are compared. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt', 'order']);

/** The stored fields of a save (as the datastore keeps them: no undefined) against a version's. */
function sameContent(fields: Record<string, unknown>, saved: StoredEntry): boolean {
  const stored: Record<string, unknown> = JSON.parse(JSON.stringify(fields));
  const keys = new Set([...Object.keys(stored), ...Object.keys(saved)]);
  return [...keys].every((key) => BOOKKEEPING.has(key) || isDeepStrictEqual(stored[key], saved[key]));
}

/**
 * One commit per save (docs/audit-trail.md). A change's one document write is its commit point:
 * the entry document carries the change's audit entry (and a slug it left behind), which is all
 * that is needed to write the rest. `complete` then writes, each idempotent so that a retry after
 * a crash adds nothing twice: the old address and the version record of a save, its audit line,
 * and clears the marker (a removal goes to the trash there). At start `reconcile` completes every
 * change a crash left half done, before any request is served.
 */
export class ContentCommits {
  private readonly repo: ContentRepo;
  private readonly audit: AuditTrail;
  private readonly onLateFailure: (err: unknown) => void;
  constructor(repo: ContentRepo, audit: AuditTrail, onLateFailure: (err: unknown) => void = () => {}) {
    this.repo = repo;
    this.audit = audit;
    this.onLateFailure = onLateFailure;
  }

  /**
   * Completes a change just committed. Past its commit point the change is applied whatever
   * happens next, so the client is told it was (a 503 would say nothing was stored): when the
   * rest cannot be written now (storage full, read-only), its marker stays and the entry's next
   * change or the next start completes it.
   */
  async completeApplied(change: PendingChange): Promise<void> {
    try {
      await this.complete(change);
    } catch (err) {
      this.onLateFailure(err);
    }
  }

  async complete(change: PendingChange): Promise<void> {
    const { pending, kind, entry } = change;
    if (entry && entry.version === pending.entry.afterVersion) {
      if (change.oldSlug) await this.repo.rememberOldSlug(kind, change.oldSlug, entry.id);
      await this.repo.saveVersion(kind, entry, pending.entry.who, pending.entry.at);
    }
    await commitAudit(this.audit, pending, (auditId) => this.repo.settle(kind, auditId));
  }

  /** A change overwrites the marker of the entry's previous one: that one is completed first. */
  async settlePrevious(kind: KindName, id: string): Promise<void> {
    const previous = await this.repo.pendingOn(kind, id);
    if (previous) await this.complete(previous);
  }

  /**
   * A create with a chosen id (the desktop's, replayed after a lost answer): completes a removal a
   * crash left on that id, then refuses (409) the same create applied again. A deleted entry's id
   * keeps its versions: a create carrying its first version's content is that create replayed,
   * and must not bring back an entry deleted meanwhile (the desktop takes this 409 as its create
   * already applied, docs/sync.md). Other content is the owner bringing the entry back ("keep
   * mine" on an entry deleted elsewhere). A live id is refused by the insert itself.
   */
  async refuseReplayedCreate(
    def: ContentKindDef,
    id: string,
    fieldsOf: (id: string, slug: string) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await this.settlePrevious(def.kind, id);
    const first = await this.repo.getVersion(def.kind, id, 1);
    if (!first || (await this.repo.get(def.kind, id))) return;
    if (sameContent(await fieldsOf(id, first.slug), first)) throw idDeleted(def, id);
  }

  /** Completes every change a crash left on a document; once per change. Returns how many. */
  async reconcile(): Promise<number> {
    const pending = await this.repo.pendingChanges();
    for (const one of pending) await this.complete(one);
    return pending.length;
  }
}
