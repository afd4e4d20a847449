import { ApiError, fieldProblemsOf } from '#shared/api/api-error.ts';
import type { BodyOf, contentCalls, EntryOf } from '#shared/api/content-client.ts';
import { timestampId } from '#shared/constants/timestamp-id.ts';
import { type ContentKind, KIND_NOUNS } from '#shared/schemas/content-entry.ts';
import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { isStatus } from '../lib/error-notice.ts';

/**
 * The create of a new entry, safe to send again. Its id is chosen here, once for each opening of
 * a new entry, so a create whose answer was lost (the connection dropped after the server stored
 * it) finds its own entry when the draft saves again, instead of being refused for its own
 * address (or, with the address changed, making a second entry). A slot's entry (a page picture,
 * a testimonial) made again after it was deleted elsewhere keeps its slot's id (`remake`): a slot
 * has no other.
 */
export function createOnce<K extends ContentKind>(api: ReturnType<typeof contentCalls>, kind: K) {
  let made: { at: number; id: string; sent: boolean; remade?: true } | undefined;
  const send = async (at: number, body: BodyOf<K>): Promise<EntryOf<K>> => {
    if (made?.at !== at) {
      // The random part keeps the id ours alone, even in the millisecond another device creates.
      made = {
        at,
        id: `${timestampId(KIND_NOUNS[kind])}-${Math.random().toString(36).slice(2, 8)}`,
        sent: false,
      };
    }
    const sending = made;
    const { id } = sending;
    const earlier = sending.sent;
    sending.sent = true;
    const entry = await api.create(kind, { ...body, id } as BodyOf<K>).catch(async (error: unknown) => {
      // A refusal (4xx) stored nothing, so it leaves nothing of ours to find again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) sending.sent = earlier;
      // A 409 naming no field: the id is taken. After a send that may have stored it (no answer,
      // or a server error), only this editor sends this id, so the entry is the one that send
      // stored and the form goes on top of it. Taken before any such send, it was made by someone
      // else (a slot made again elsewhere meanwhile), which the form must not overwrite unseen.
      if (!isStatus(error, 409) || fieldProblemsOf(error).length > 0 || !earlier) throw error;
      const stored = await api.get(kind, id).catch(() => Promise.reject(error));
      return api.save(kind, id, { ...body, version: stored.version });
    });
    // Stored: a later create of this opening (its entry deleted elsewhere) is another entry.
    made = undefined;
    return entry;
  };
  return Object.assign(send, {
    /** The opening `at` holds the entry `id` as a new one (gone from the site): a slot's keeps its id. */
    remake(at: number, id: string) {
      if (CONTENT_MODEL[kind].slots) made = { at, id, sent: false, remade: true };
    },
    /** The slot id the opening `at` makes its new entry under, if it is a slot's made again. */
    remadeId: (at: number) => (made?.at === at && made.remade ? made.id : undefined),
  });
}
