import type { AuditEntry } from '#shared/schemas/audit.ts';
import { expect } from 'vitest';
import type { AuditTrail } from '../../server/src/lib/audit-trail.ts';

/** The process "dies" at the audit write: before it (nothing appended) or right after it. */
export class CrashingTrail implements AuditTrail {
  private readonly real: AuditTrail;
  private readonly when: 'before' | 'after';
  constructor(real: AuditTrail, when: 'before' | 'after') {
    this.real = real;
    this.when = when;
  }
  async record(entry: AuditEntry, id?: string): Promise<void> {
    if (this.when === 'after') await this.real.record(entry, id);
    throw new Error('crash');
  }
}

/** Each change is attempted and the "crash" swallowed, as a restarted process would find it. */
export async function survive<T>(change: Promise<T>): Promise<void> {
  await change.then(
    () => {},
    (err: Error) => expect(err.message).toBe('crash'),
  );
}
