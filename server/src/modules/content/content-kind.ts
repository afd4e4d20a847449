import type { z } from 'zod';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import type { StoredEntry } from './content-repo.ts';

/** What the service needs to know about one kind of content; the rules common to all kinds live there. */
export interface ContentKindDef {
  kind: ContentKind;
  /** 'project', 'post': used in messages. */
  noun: string;
  createSchema: z.ZodType<Record<string, unknown> & { id?: string | undefined }>;
  updateSchema: z.ZodType<Record<string, unknown> & { version?: number | undefined }>;
  /**
   * Parsed input to the kind's stored fields (id, version and dates are added by the service).
   * Throws a 400 naming the field for rules a schema cannot express.
   */
  normalise(
    id: string,
    input: Record<string, unknown>,
  ): Omit<StoredEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
  /** The public address of an entry. */
  path(entry: { slug: string }): string;
  /** Order of the public list (newest first by default). */
  compare(a: StoredEntry, b: StoredEntry): number;
}

/** Newest first, then by id (numbers in numeric order), so sample content keeps its order. */
export function newestFirst(a: StoredEntry, b: StoredEntry): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id, 'en', { numeric: true });
}
