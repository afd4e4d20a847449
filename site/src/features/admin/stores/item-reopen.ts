import type { CollectionKey, PortfolioItem } from '#shared/schemas/portfolio.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import { formFromItem } from '../lib/item-form.ts';
import type { EntryToOpen } from '../platform/platform.ts';
import type { AdminStores } from './admin-stores.ts';

/**
 * A refused portfolio item opened in the service's item form (docs/desktop.md, "Refused" changes),
 * unsaved: a new item as a new one with every field typed (Add Item sends it), an edit on the item
 * as the site has it now with the owner's fields in the form (Update Item sends them on that
 * version, as after the form's own conflict, `editor-store.ts`). An edit of an item gone from the
 * site becomes a new item's form, as "Item deleted elsewhere" does. Its Add / Update, once it
 * succeeds, is reported to the host (kept-origin.ts). Answers whether it opened: not when the
 * portfolio could not be loaded (whether the item is still there is not known; the notice says
 * why), or the session ended.
 */
export async function openKeptItem(entry: EntryToOpen, key: CollectionKey, stores: AdminStores) {
  const { editor, portfolio, toasts } = stores;
  // The queued body is the item as the owner saved it: the form reads only the item's own fields.
  const form = formFromItem(entry.body as PortfolioItem);
  if (entry.change === 'update') {
    await portfolio.getState().load();
    const { data, status, error } = portfolio.getState();
    if (!data) {
      // The section says why too; the notice says it of this item.
      if (status === 'error')
        toasts.getState().show({
          title: 'The item could not be opened',
          description: error ?? 'Please try again.',
          variant: 'destructive',
        });
      return false;
    }
    const now = data[key]?.find((item) => item.id === entry.body.id);
    if (now) {
      editor.getState().startEdit(now);
      editor.setState({ form });
      editor.getState().heldFromHost(entry.ref);
      return true;
    }
    toasts.getState().show({ ...NOTICES.deletedElsewhere, variant: 'destructive' });
  }
  editor.getState().startNewFromImage(form.src);
  editor.setState({ form });
  editor.getState().heldFromHost(entry.ref);
  return true;
}
