import { useAdminPlatform } from '../platform/platform.ts';
import { LibraryChoice } from './library-choice.tsx';
import { TextField } from './text-field.tsx';
import { useFileDrop } from './use-file-drop.ts';
import { useImageUpload } from './use-image-upload.ts';

/** What the address box under a picture is, in the owner's words. */
const ADDRESS_HINT = 'Its address on the site, filled in when you upload, drop or choose one.';

interface ImagePickerFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(src: string): void;
  hint?: string;
  /** Why the last save was refused for this picture, shown under it. */
  problem?: string | undefined;
}

/**
 * One picture of an entry (card, cover, author photo, image block, page picture): upload one (it
 * goes at once, and shows here), pick one uploaded before from the library, or keep its address.
 * Without one, an empty frame holds the picture's place, so the slot reads as a picture to add,
 * not as a box for a file path.
 */
export function ImagePickerField({ id, label, value, onChange, hint, problem }: ImagePickerFieldProps) {
  const { mediaUrl } = useAdminPlatform();
  const { pickAndUpload, upload: uploadFiles, status, problem: uploadProblem } = useImageUpload();
  const noun = label.replace(/ \*$/, '').toLowerCase();
  const upload = async () => {
    const [url] = await pickAndUpload(false);
    if (url) onChange(url);
  };
  // A picture dragged in from the computer replaces this one, as Upload does (the first, if several).
  const { over, dropProps } = useFileDrop(async (files) => {
    const [url] = await uploadFiles(files.slice(0, 1));
    if (url) onChange(url);
  }, !status);
  return (
    <div className={`admin-image-picker${over ? ' is-over' : ''}`} {...dropProps}>
      {value ? (
        <img src={mediaUrl(value)} alt="" className="admin-image-picker-preview" />
      ) : (
        <span className="admin-image-picker-preview admin-image-picker-empty">No picture yet</span>
      )}
      <div className="admin-image-picker-fields">
        <TextField
          id={id}
          label={label}
          value={value}
          hint={hint ? `${hint} ${ADDRESS_HINT}` : ADDRESS_HINT}
          problem={problem}
          onChange={onChange}
        />
        {/* Side by side; the library, once open, takes the whole width below them. */}
        <div className="admin-image-picker-actions">
          <button
            type="button"
            className="admin-button admin-button--outline admin-button--small"
            aria-disabled={!!status || undefined}
            onClick={() => status || void upload()}
          >
            {status ?? `Upload ${noun}...`}
          </button>
          <LibraryChoice label={noun} onPick={onChange} />
        </div>
        {uploadProblem ? (
          <p className="admin-field-error" role="alert">
            {uploadProblem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
