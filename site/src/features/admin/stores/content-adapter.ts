import type { BodyOf, EntryOf } from '#shared/api/content-client.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';

/** How one kind's form is made from a stored entry and turned into the body the API takes. */
export interface ContentAdapter<K extends ContentKind, F> {
  /** The kind; its noun in the notices is the shared one (KIND_NOUNS). */
  kind: K;
  empty(): F;
  fromEntry(entry: EntryOf<K>): F;
  /** Every field but the publication ones (status, publishAt, version), which the store adds. */
  toBody(form: F): Omit<BodyOf<K>, 'status' | 'publishAt' | 'version'>;
}
