import { labelsOf } from '#shared/schemas/field-problems.ts';
import { conflict } from '../../http/http-error.ts';
import { fieldRefusal } from '../../http/validate.ts';
import type { ContentKindDef } from './content-kind.ts';

/** What the owner reads when a write of any kind is refused: one wording for every kind. */

const within = (def: ContentKindDef, text: string) => [text, def.within].filter(Boolean).join(' ');

/** "No project x", "No item x in this collection". */
export const entryMissing = (def: ContentKindDef, id: string) => within(def, `No ${def.noun} ${id}`);

/** The entry moved on since the version the client read: 409. */
export const changedElsewhere = (def: ContentKindDef, current: number) =>
  conflict(
    `This ${def.noun} was changed elsewhere (current version ${current}). Reload it and apply your edit again.`,
  );

/** A chosen id already in use: 409 ("An item with id x already exists in this collection"). */
export const idTaken = (def: ContentKindDef, id: string) =>
  conflict(
    within(def, `${/^[aeiou]/i.test(def.noun) ? 'An' : 'A'} ${def.noun} with id ${id} already exists`),
  );

/** A chosen id whose entry was deleted: 409; creating it again would bring a deleted entry back. */
export const idDeleted = (def: ContentKindDef, id: string) =>
  conflict(
    `${within(def, `The ${def.noun} with id ${id}`)} was deleted; restore it from the trash to bring it back`,
  );

/** Another entry of the kind has the address: 409 naming the slug field. */
export function slugTaken(def: ContentKindDef, slug: string) {
  const problem = { path: ['slug'], message: `"${slug}" is already used by another ${def.noun}` };
  return fieldRefusal(409, [problem], labelsOf(def.createSchema));
}
