import type { GalleryPhoto } from '../lib/project-form.ts';
import { moved } from '../lib/publication.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { LibraryChoice } from './library-choice.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { TextField } from './text-field.tsx';
import { useDragReorder } from './use-drag-reorder.ts';
import { useImageUpload } from './use-image-upload.ts';

interface GalleryEditorProps {
  photos: GalleryPhoto[];
  /** Applied to the latest list (an upload may finish after other edits). */
  onChange(change: (photos: GalleryPhoto[]) => GalleryPhoto[]): void;
}

/** A project's gallery: upload several photos, describe each (alt text required), reorder, remove. */
export function GalleryEditor({ photos, onChange }: GalleryEditorProps) {
  const { mediaUrl } = useAdminPlatform();
  const { pickAndUpload, status, problem } = useImageUpload();
  const move = (from: number, to: number) => onChange((list) => moved(list, from, to));
  const { itemProps } = useDragReorder(move);
  const change = (index: number, patch: Partial<GalleryPhoto>) =>
    onChange((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const add = async () => {
    const urls = await pickAndUpload(true);
    if (urls.length) onChange((list) => [...list, ...urls.map((src) => ({ src, alt: '', title: '' }))]);
  };

  return (
    <fieldset className="admin-fieldset admin-gallery-editor">
      <legend className="admin-label">Gallery ({photos.length} photos)</legend>
      <ol className="admin-gallery-list" aria-label="Gallery photos">
        {photos.map((photo, index) => (
          <li key={photo.id ?? `${photo.src}-${index}`} className="admin-gallery-photo" {...itemProps(index)}>
            <img src={mediaUrl(photo.src)} alt="" className="admin-gallery-thumb" />
            <div className="admin-gallery-fields">
              <TextField
                id={`gallery-alt-${index}`}
                label={`Photo ${index + 1} alt text *`}
                value={photo.alt}
                required
                onChange={(alt) => change(index, { alt })}
              />
              <TextField
                id={`gallery-title-${index}`}
                label={`Photo ${index + 1} caption`}
                value={photo.title}
                onChange={(title) => change(index, { title })}
              />
            </div>
            <MoveButtons
              name={`photo ${index + 1}`}
              index={index}
              count={photos.length}
              move={move}
              onRemove={() => onChange((list) => list.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="admin-button admin-button--outline"
        disabled={!!status}
        onClick={() => void add()}
      >
        {status ?? 'Add photos...'}
      </button>
      <LibraryChoice
        label="the gallery"
        onPick={(src) => onChange((list) => [...list, { src, alt: '', title: '' }])}
      />
      {problem ? (
        <p className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="admin-hint">
        Drag a photo, or use its arrows, to change the order. Every photo needs alt text.
      </p>
    </fieldset>
  );
}
