import type { AuditEntry } from '#shared/schemas/audit.ts';

/**
 * Where services record who changed what. The audit module implements it; every module that
 * changes owner data depends on this interface only, so modules never import each other.
 */
export interface AuditTrail {
  /**
   * Appends an entry. With an `id` (made with the change it records) a second call with the same
   * id adds nothing, so a change's entry can be written again after a crash without a duplicate.
   */
  record(entry: AuditEntry, id?: string): Promise<void>;
}
