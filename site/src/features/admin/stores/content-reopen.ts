import type { EntryOf } from '#shared/api/content-client.ts';
import { type ContentKind, KIND_NOUNS } from '#shared/schemas/content-entry.ts';
import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import { localInputOf } from '../lib/publication.ts';
import type { AdminPlatform, EntryToOpen } from '../platform/platform.ts';
import type { ContentAdapter } from './content-adapter.ts';
import type { ContentState } from './content-state.ts';
import type { KeptOrigin } from './kept-origin.ts';
import { putBackSetAside, setAsideOf } from './set-aside.ts';
import type { ToastStore } from './toast-store.ts';

/** What opening a kept change needs of its kind's store (content-store.ts). */
interface ReopenContext<K extends ContentKind, F> {
  adapter: ContentAdapter<K, F>;
  platform: AdminPlatform;
  get(): ContentState<K, F>;
  set(partial: Partial<ContentState<K, F>>): void;
  toasts: ToastStore;
  /** Told which host entry the editor now holds, so its save is reported (kept-origin.ts). */
  kept: KeptOrigin;
  /** Told the entry `id` opens as a new one: a slot's is made again under its id (content-create.ts). */
  remade(id: string): void;
  onUnauthorized(): void;
}

/**
 * The owner's saved body as their form: a stored entry is that body plus what the server adds
 * (dates, version, read time), which no form reads, so the kind's own `fromEntry` makes it. A field
 * the server fills in, or that is not sent (a listing's address when made from its street, its
 * delivery link), is the one of `base`: the stored entry's form, or a new entry's empty one.
 */
function typedOf<K extends ContentKind, F>(
  adapter: ContentAdapter<K, F>,
  body: EntryToOpen['body'],
  base: F,
) {
  const form = adapter.fromEntry(body as EntryOf<K>);
  for (const key of Object.keys(base as object) as (keyof F)[]) form[key] ??= base[key];
  return { form, publishAt: localInputOf(typeof body.publishAt === 'string' ? body.publishAt : undefined) };
}

/**
 * Opens a change the site refused in its editor (docs/desktop.md, "Refused" changes), unsaved, so
 * the owner corrects what was refused and saves it; leaving asks first, as for any unsaved work.
 * A new entry opens as a new one with every field typed. An edit opens on the entry as the site
 * has it now: on the version the owner edited, their edits go on it as unsaved changes; on a later
 * one (saved elsewhere since) they are set aside beside the form, to put back or not, as after a
 * conflict, so nothing saved elsewhere is undone unseen. An edit of an entry gone from the site
 * opens as a new entry, and the notice says so. A slot's entry (a page picture, a testimonial)
 * opening as new is made under its slot's id when saved: a slot has no other. Answers whether it
 * opened (not when the entry could not be loaded: the notice says why, or the session ended).
 */
export async function openKeptEntry<K extends ContentKind, F>(
  entry: EntryToOpen,
  ctx: ReopenContext<K, F>,
): Promise<boolean> {
  const { adapter, get, set } = ctx;
  const { kind } = adapter;
  const noun = KIND_NOUNS[kind];
  if (entry.change === 'update') {
    let now: EntryOf<K> | null = null;
    try {
      now = await ctx.platform.api.content.get(kind, entry.body.id);
    } catch (error) {
      if (isStatus(error, 401)) {
        ctx.onUnauthorized();
        return false;
      }
      if (!isStatus(error, 404)) {
        ctx.toasts.getState().show(failureNotice(`The ${noun} could not be opened`, error));
        return false;
      }
    }
    if (now) {
      get().edit(now);
      const typed = typedOf(adapter, entry.body, get().saved.form);
      const aside = setAsideOf(adapter, CONTENT_MODEL[kind].labels, { ...typed, saved: get().saved });
      set(
        now.version === entry.body.version
          ? putBackSetAside({ ...get(), setAside: aside })
          : { setAside: aside },
      );
      ctx.kept.opened(entry.ref);
      return true;
    }
    ctx.toasts.getState().show({
      title: `This ${noun} is no longer on the site`,
      description: `It was deleted after your edit. Your changes open as a new ${noun}: it is added when you save.`,
    });
  }
  get().startNew();
  set(typedOf(adapter, entry.body, adapter.empty()));
  if (typeof entry.body.id === 'string') ctx.remade(entry.body.id);
  ctx.kept.opened(entry.ref);
  return true;
}
