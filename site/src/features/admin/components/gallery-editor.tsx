import type { GalleryPhoto } from '../lib/project-form.ts';
import { moved } from '../lib/publication.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { LibraryChoice } from './library-choice.tsx';
import { MoveButtons, MoveStatus, useMoveStatus } from './move-buttons.tsx';
import { TextField } from './text-field.tsx';
import type { ProblemAt } from './use-field-problems.ts';
import { useDragReorder } from './use-drag-reorder.ts';
import { useFileDrop } from './use-file-drop.ts';
import { useImageUpload } from './use-image-upload.ts';
import { plural } from '../lib/plural.ts';

interface GalleryEditorProps {
  photos: GalleryPhoto[];
  /** The fieldset's name ("Gallery" by default) and the prefix of its fields' ids, when a form has two. */
  legend?: string;
  idPrefix?: string;
  /** Applied to the latest list (an upload may finish after other edits). */
  onChange(change: (photos: GalleryPhoto[]) => GalleryPhoto[]): void;
  /** The last refused save's problems by path under the gallery (`2.alt`). */
  problemAt: ProblemAt;
}

/** A project's gallery: upload several photos, describe each (alt text required), reorder, remove. */
export function GalleryEditor({
  photos,
  onChange,
  problemAt,
  legend = 'Gallery',
  idPrefix = 'gallery',
}: GalleryEditorProps) {
  const { mediaUrl } = useAdminPlatform();
  const { pickAndUpload, upload, status, problem } = useImageUpload();
  const move = (from: number, to: number) => onChange((list) => moved(list, from, to));
  const { itemProps } = useDragReorder(move);
  const [moveStatus, say] = useMoveStatus();
  const change = (index: number, patch: Partial<GalleryPhoto>) =>
    onChange((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const append = (urls: string[]) => {
    if (urls.length) onChange((list) => [...list, ...urls.map((src) => ({ src, alt: '', title: '' }))]);
  };
  const add = async () => append(await pickAndUpload(true));
  // Photos dragged in from the computer go at the end, as Add photos does (not while one uploads).
  const { over, dropProps } = useFileDrop(async (files) => append(await upload(files)), !status);

  return (
    <fieldset className={`admin-fieldset admin-gallery-editor${over ? ' is-over' : ''}`} {...dropProps}>
      <legend className="admin-label">
        {legend} ({plural(photos.length, 'photo')})
      </legend>
      <ol className="admin-gallery-list" aria-label={`${legend} photos`}>
        {photos.map((photo, index) => (
          <li key={photo.id ?? `${photo.src}-${index}`} className="admin-gallery-photo" {...itemProps(index)}>
            <img src={mediaUrl(photo.src)} alt="" className="admin-gallery-thumb" />
            <div className="admin-gallery-fields">
              <TextField
                id={`${idPrefix}-alt-${index}`}
                label={`Photo ${index + 1} alt text *`}
                problem={problemAt(`${index}.alt`) ?? problemAt(`${index}.src`)}
                value={photo.alt}
                required
                onChange={(alt) => change(index, { alt })}
              />
              <TextField
                id={`${idPrefix}-title-${index}`}
                label={`Photo ${index + 1} caption`}
                problem={problemAt(`${index}.title`)}
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
              say={say}
            />
          </li>
        ))}
      </ol>
      <MoveStatus text={moveStatus} />
      <button
        type="button"
        className="admin-button admin-button--outline"
        aria-disabled={!!status || undefined}
        onClick={() => status || void add()}
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
        Drop photos here from your computer to add them. Drag a photo, or use its arrows, to change the order.
        Every photo needs alt text.
      </p>
    </fieldset>
  );
}
