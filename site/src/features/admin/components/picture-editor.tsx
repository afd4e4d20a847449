import type { FormEvent } from 'react';
import { useStore } from 'zustand';
import type { PictureForm } from '../lib/picture-form.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { SaveRefusedNotice } from './content-notices.tsx';
import { FocusPicker } from './focus-picker.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';
import { VersionsPanel } from './versions-panel.tsx';

/**
 * One page picture (docs/pictures.md): replace it by an upload, describe it (alt text is
 * required), set its focal point with live crops; Save sends the version the form was made from.
 */
export function PictureEditor({ store }: { store: ContentStore<'pictures', PictureForm> }) {
  const { mediaUrl } = useAdminPlatform();
  const current = useStore(store, (s) => s.current);
  const form = useStore(store, (s) => s.form);
  const error = useStore(store, (s) => s.error);
  const conflict = useStore(store, (s) => s.conflict);
  const pending = useStore(store, (s) => s.pending);
  const set = (change: Partial<PictureForm>) => store.getState().update((f) => ({ ...f, ...change }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.getState().save();
  };
  if (!current) return null;
  return (
    <div className="admin-content-editor">
      <div className="admin-content-editor-head">
        <h3>
          {current.page}: {current.title}
        </h3>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => store.getState().close()}
        >
          Back to the list
        </button>
      </div>
      {/* noValidate: the server's schema judges, and its answer names the field. */}
      <form className="admin-content-form" aria-label="Edit picture" noValidate onSubmit={onSubmit}>
        <SaveRefusedNotice
          error={error}
          conflict={conflict}
          onReload={() => void store.getState().reloadCurrent()}
        />
        <ImagePickerField
          id="picture-src"
          label="Picture *"
          value={form.src}
          hint="Upload the agency's own photo; it replaces the current one on the page."
          onChange={(src) => set({ src })}
        />
        <TextField
          id="picture-alt"
          label="Alt text *"
          value={form.alt}
          required
          hint="What the picture shows, for visitors who cannot see it."
          onChange={(alt) => set({ alt })}
        />
        {form.src ? (
          <FocusPicker src={mediaUrl(form.src)} focus={form.focus} onChange={(focus) => set({ focus })} />
        ) : null}
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            {pending ? 'Saving...' : 'Save picture'}
          </button>
        </div>
      </form>
      <VersionsPanel store={store} />
    </div>
  );
}
