import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { AuditTrail } from '../../lib/audit-trail.ts';
import type { AuditRepo } from './audit-repo.ts';

/** The append-only trail: other services record into it (as an AuditTrail), the owner reads it. */
export class AuditService implements AuditTrail {
  private readonly repo: AuditRepo;
  constructor(repo: AuditRepo) {
    this.repo = repo;
  }

  record(entry: AuditEntry, id?: string): Promise<void> {
    return this.repo.record(entry, id);
  }

  /** Newest first. */
  list(options: { limit: number; collection?: string | undefined }): Promise<AuditEntry[]> {
    return this.repo.list(options);
  }
}
