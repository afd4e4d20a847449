import { useEffect } from 'react';
import { useStore } from 'zustand';
import { variantUrl } from '#shared/media/image-variants.ts';
import type { PictureEntry } from '#shared/schemas/page-picture.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores } from '../stores/use-admin-stores.ts';
import { editButtonId, useEditorFocus } from './use-editor-focus.ts';
import { ListLoadNotice } from './content-notices.tsx';
import { PhonePictureNote } from './phone-picture-note.tsx';
import { PictureEditor } from './picture-editor.tsx';

/** The slots grouped by their page, in the slot list's order. */
function byPage(entries: readonly PictureEntry[]): [string, PictureEntry[]][] {
  const groups = new Map<string, PictureEntry[]>();
  for (const entry of entries) groups.set(entry.page, [...(groups.get(entry.page) ?? []), entry]);
  return [...groups];
}

/** The Pictures section: every picture slot of the site by page, or the editor of one. */
export function PicturesView() {
  const { pictures } = useAdminStores();
  const { mediaUrl } = useAdminPlatform();
  const editing = useStore(pictures, (s) => s.editing);
  const section = useEditorFocus(pictures);
  const entries = useStore(pictures, (s) => s.entries);
  const status = useStore(pictures, (s) => s.listStatus);
  const error = useStore(pictures, (s) => s.listError);

  useEffect(() => {
    void pictures.getState().load();
  }, [pictures]);

  if (editing) {
    return (
      <div className="admin-card admin-content-section" ref={section}>
        <PictureEditor store={pictures} />
      </div>
    );
  }
  return (
    <div className="admin-card admin-content-section" ref={section}>
      <div className="admin-items-head">
        <h3 tabIndex={-1}>Page pictures</h3>
      </div>
      <ListLoadNotice status={status} error={error} onRetry={() => void pictures.getState().load()} />
      {byPage(entries).map(([page, slots]) => (
        <section key={page} className="admin-picture-group" aria-label={page}>
          <h4>{page}</h4>
          <ul className="admin-content-rows">
            {slots.map((entry) => (
              <li key={entry.id} className="admin-content-row admin-picture-row">
                <img
                  className="admin-picture-thumb"
                  src={mediaUrl(variantUrl(entry.src, 480, 'jpg'))}
                  alt={entry.alt}
                  loading="lazy"
                />
                <div>
                  <p className="admin-picture-label">{entry.title}</p>
                  <p className="admin-hint">{entry.alt}</p>
                  <PhonePictureNote id={entry.id} src={entry.src} entries={entries} />
                </div>
                <button
                  type="button"
                  className="admin-button admin-button--outline admin-button--small"
                  id={editButtonId('pictures', entry.id)}
                  aria-label={`Replace ${page}: ${entry.title}`}
                  onClick={() => pictures.getState().edit(entry)}
                >
                  Replace
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
