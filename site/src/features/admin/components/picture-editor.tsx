import { useStore } from 'zustand';
import { labelOf } from '#shared/schemas/field-problems.ts';
import { PICTURE_LABELS } from '#shared/schemas/page-picture.ts';
import type { PictureForm } from '../lib/picture-form.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { ContentEditorShell } from './content-editor-shell.tsx';
import { FocusPicker } from './focus-picker.tsx';
import { ImagePickerField } from './image-picker-field.tsx';
import { PhonePictureNote } from './phone-picture-note.tsx';
import { TextField } from './text-field.tsx';
import { useFieldProblems } from './use-field-problems.ts';

/**
 * One page picture (docs/pictures.md): replace it by an upload, describe it (alt text is
 * required), set its focal point with live crops; Save sends the version the form was made from.
 */
export function PictureEditor({ store }: { store: ContentStore<'pictures', PictureForm> }) {
  const { mediaUrl } = useAdminPlatform();
  const current = useStore(store, (s) => s.current);
  const form = useStore(store, (s) => s.form);
  const entries = useStore(store, (s) => s.entries);
  const set = (change: Partial<PictureForm>) => store.getState().update((f) => ({ ...f, ...change }));
  const problemAt = useFieldProblems(store);
  if (!current) return null;
  return (
    <ContentEditorShell store={store} heading={`${current.page}: ${current.title}`} saveLabel="Save picture">
      <ImagePickerField
        id="picture-src"
        label={`${labelOf(PICTURE_LABELS, 'src')} *`}
        value={form.src}
        problem={problemAt('src')}
        hint="Upload the agency's own photo; it replaces the current one on the page."
        onChange={(src) => set({ src })}
      />
      <PhonePictureNote id={current.id} src={form.src} entries={entries} />
      <TextField
        id="picture-alt"
        label={`${labelOf(PICTURE_LABELS, 'alt')} *`}
        value={form.alt}
        problem={problemAt('alt')}
        required
        hint="What the picture shows, for visitors who cannot see it."
        onChange={(alt) => set({ alt })}
      />
      {form.src ? (
        <FocusPicker src={mediaUrl(form.src)} focus={form.focus} onChange={(focus) => set({ focus })} />
      ) : null}
    </ContentEditorShell>
  );
}
