import { type DragEvent, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { FORM_TEXTS } from '../lib/admin-texts.ts';
import { ACCEPTED_LABEL } from '../lib/upload-checks.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { useAdminStores, useUploads } from '../stores/use-admin-stores.ts';
import { LibraryChoice } from './library-choice.tsx';
import { UploadRowView } from './upload-row.tsx';
import { plural } from '../lib/plural.ts';

/**
 * Upload Image: choose (or drop) one or many images and they are uploaded at once. Each file has
 * its own row with progress, outcome and a preview; the first one uploaded fills the source field
 * (spec section 4), the others stay listed to use for this item or a new one. The Upload button is
 * disabled until a file waits to be sent (one whose try failed, or chosen while a round was going)
 * and while uploading.
 */
export function ImageUploadField() {
  const { uploads, editor } = useAdminStores();
  const { capabilities } = useAdminPlatform();
  const rows = useUploads((s) => s.rows);
  const uploading = useUploads((s) => s.uploading);
  const [over, setOver] = useState(false);
  const ready = rows.filter((r) => r.phase === 'ready').length;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    // Every dropped file gets a row: a non-image is listed with its reason rather than ignored.
    uploads.getState().addFiles(Array.from(event.dataTransfer.files));
    void uploads.getState().uploadAll();
  };
  // One step: what is chosen goes at once; Upload stays for a file that waits (a failed try).
  const choose = async () => {
    await uploads.getState().chooseFiles();
    await uploads.getState().uploadAll();
  };

  return (
    <fieldset className="admin-field admin-fieldset">
      <legend className="admin-label">{FORM_TEXTS.uploadImage}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files only adds to the Choose images button, the keyboard path */}
      <div
        className={over ? 'admin-dropzone is-over' : 'admin-dropzone'}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <button
          type="button"
          className="admin-button admin-button--outline"
          aria-describedby="item-upload-file"
          onClick={() => uploading || void choose()}
          aria-disabled={uploading || undefined}
        >
          Choose images...
        </button>
        <span id="item-upload-file" className="admin-file-name">
          {rows.length === 0
            ? 'No file chosen (or drop images here)'
            : ready
              ? `${plural(ready, 'file')} ready to upload`
              : 'Nothing waiting to upload (choose or drop more images)'}
        </span>
        <button
          type="button"
          className="admin-button admin-button--primary"
          // aria-disabled: pressed, it keeps the keyboard while the files go and after (nothing left).
          aria-disabled={!ready || uploading || undefined}
          onClick={() => !ready || uploading || void uploads.getState().uploadAll()}
        >
          {uploading ? FORM_TEXTS.uploading : FORM_TEXTS.upload}
        </button>
      </div>
      {rows.length ? (
        <ul className="admin-uploads" aria-label="Chosen images">
          {rows.map((row) => (
            <UploadRowView key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
      <LibraryChoice label="this item" onPick={(url) => editor.getState().setField('src', url)} />
      <p className="admin-hint">
        {ACCEPTED_LABEL}, up to {Math.round(capabilities.uploadMaxBytes / 1024 / 1024)} MB each
        {capabilities.uploadMaxBytes > UPLOAD_MAX_BYTES
          ? ' (large photos are made smaller before sending)'
          : ''}
        . Choose or drop several at once.
      </p>
    </fieldset>
  );
}
