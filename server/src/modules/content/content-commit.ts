import type { AuditTrail } from '../../lib/audit-trail.ts';
import { commitAudit } from '../../lib/pending-audit.ts';
import type { KindName } from './content-kind.ts';
import type { ContentRepo, PendingChange } from './content-repo.ts';

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
  constructor(repo: ContentRepo, audit: AuditTrail) {
    this.repo = repo;
    this.audit = audit;
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

  /** Completes every change a crash left on a document; once per change. Returns how many. */
  async reconcile(): Promise<number> {
    const pending = await this.repo.pendingChanges();
    for (const one of pending) await this.complete(one);
    return pending.length;
  }
}
