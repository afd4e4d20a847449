import type { EntryOf } from '#shared/api/content-client.ts';
import { messageOf } from '#shared/api/api-error.ts';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { CONFLICT_TEXTS, DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { failureNotice, isStatus } from '../lib/error-notice.ts';
import type { AdminPlatform } from '../platform/platform.ts';
import type { ContentState } from './content-state.ts';
import type { ToastInput } from './toast-store.ts';

/** What deleting the open entry needs of its kind's store (content-store.ts). */
interface DeleteContext<K extends ContentKind, F> {
  kind: K;
  noun: string;
  platform: AdminPlatform;
  get(): ContentState<K, F>;
  set(partial: Partial<ContentState<K, F>>): void;
  /** The editor's opening now (content-store.ts, `opened`). */
  opening(): number;
  /** The entry is gone on the server: a list asked for before is asked for again (list-loads.ts). */
  listChanged(): void;
  /** Closes the editor (a new opening) with this list. */
  closeWith(entries: EntryOf<K>[]): void;
  notify(notice: ToastInput): void;
  onUnauthorized(): void;
}

/**
 * Deletes the entry open in the editor, after the owner confirms: into the trash, and only the
 * version the owner sees (a delete never removes an edit made elsewhere since: 409).
 */
export async function deleteOpenEntry<K extends ContentKind, F>(ctx: DeleteContext<K, F>): Promise<void> {
  const { get, set, noun } = ctx;
  const current = get().current;
  if (!current || get().pending) return;
  if (!(await ctx.platform.confirm(DASHBOARD_TEXTS.confirmDeleteNamed(current.title)))) return;
  set({ pending: true });
  const at = ctx.opening();
  try {
    await ctx.platform.api.content.remove(ctx.kind, current.id, current.version);
    ctx.listChanged();
    const entries = get().entries.filter((e) => e.id !== current.id);
    if (ctx.opening() !== at) set({ entries });
    else ctx.closeWith(entries);
    ctx.notify({ title: 'Deleted', description: `The ${noun} "${current.title}" is in the trash.` });
  } catch (error) {
    if (isStatus(error, 401)) return ctx.onUnauthorized();
    const conflict = isStatus(error, 409);
    const message = conflict ? CONFLICT_TEXTS.deleteRefused(noun) : messageOf(error);
    if (ctx.opening() === at) set({ error: message, conflict });
    const notice = failureNotice(`The ${noun} was not deleted`, error);
    ctx.notify(conflict ? { ...notice, description: message } : notice);
  } finally {
    set({ pending: false });
  }
}
