import type { TrashItem } from '#shared/schemas/trash.ts';
import { notFound } from '../../http/http-error.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import { summaryOf, type TrashBin, type TrashDoc, type TrashRestorer } from '../../lib/trash-bin.ts';

/**
 * The owner's trash (docs/trash.md): deleted entries of every kind, kept TRASH_KEEP_DAYS, listed
 * and restored here. The content service (every kind, the portfolio collections included) puts
 * items in it when a delete settles and brings them back (`TrashRestorer`).
 */
export class TrashService {
  private readonly bin: TrashBin;
  private readonly restorers: Record<TrashDoc['area'], TrashRestorer>;
  private readonly audit: AuditTrail;
  constructor(bin: TrashBin, restorers: Record<TrashDoc['area'], TrashRestorer>, audit: AuditTrail) {
    this.bin = bin;
    this.restorers = restorers;
    this.audit = audit;
  }

  list(): Promise<TrashItem[]> {
    return this.bin.list();
  }

  async restore(id: string, who: string): Promise<TrashItem> {
    const doc = await this.bin.get(id);
    if (!doc) {
      throw notFound(
        'This item is no longer in the trash: it was restored, or removed for good after 30 days.',
      );
    }
    await this.restorers[doc.area].restoreFromTrash(doc, who);
    return summaryOf(doc);
  }

  /** Removes for good what has been in the trash longer than it keeps items; returns how many. */
  purgeExpired(now = new Date()): Promise<number> {
    return this.bin.purgeExpired(this.audit, now);
  }
}
