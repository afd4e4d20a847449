import type { AuditEntry } from '#shared/schemas/audit.ts';

/**
 * Where services record who changed what. The audit module implements it; every module that
 * changes owner data depends on this interface only, so modules never import each other.
 */
export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
}
