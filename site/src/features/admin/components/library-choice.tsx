import { useRef, useState } from 'react';
import { MediaPicker } from './media-picker.tsx';

/**
 * "Choose from the library...": opens the uploaded pictures under a picture field so one can be
 * reused without uploading it again (every form with a picture has it).
 */
export function LibraryChoice({ label, onPick }: { label: string; onPick(url: string): void }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close the library' : 'Choose from the library...'}
      </button>
      {open ? (
        <MediaPicker
          label={label}
          onPick={(url) => {
            onPick(url);
            setOpen(false);
            // The pressed "Use this picture" goes with the library: the keyboard stays by the field.
            toggle.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
