import { isLive } from '#shared/schemas/content-entry.ts';
import type { ContentKindDef } from './content-kind.ts';
import type { StoredEntry } from './content-repo.ts';

/** What visitors may see of a kind: published, its publish date come, and the kind's own rule (a listing's end). */
export const isShownBy = (def: ContentKindDef, entry: StoredEntry, now: Date): boolean =>
  isLive(entry, now) && (def.isShown?.(entry, now) ?? true);
