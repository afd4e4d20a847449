import { type DragEvent, useState } from 'react';
import { FORM_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, useEditor } from '../stores/use-admin-stores.ts';

/**
 * Upload Image: choose (or drop) one image, then Upload; the answered url fills the source field.
 * The Upload button stays disabled until a file is chosen and while it uploads (spec section 4).
 */
export function ImageUploadField() {
  const { editor } = useAdminStores();
  const file = useEditor((s) => s.file);
  const uploading = useEditor((s) => s.uploading);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = Array.from(event.dataTransfer.files).find((f) => f.type.startsWith('image/'));
    if (dropped) editor.getState().setFile(dropped);
  };

  return (
    <fieldset className="admin-field admin-fieldset">
      <legend className="admin-label">{FORM_TEXTS.uploadImage}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file only adds to the Choose image button, the keyboard path */}
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
          onClick={() => void editor.getState().chooseFile()}
          disabled={uploading}
        >
          Choose image...
        </button>
        <span id="item-upload-file" className="admin-file-name">
          {file ? file.name : 'No file chosen (or drop an image here)'}
        </span>
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={!file || uploading}
          onClick={() => void editor.getState().upload()}
        >
          {uploading ? FORM_TEXTS.uploading : FORM_TEXTS.upload}
        </button>
      </div>
      <p className="admin-hint">JPEG, PNG, WebP, AVIF, TIFF or iPhone HEIC, up to 20 MB.</p>
    </fieldset>
  );
}
