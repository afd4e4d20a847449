import { type DragEvent, useState } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Files dropped from the computer onto an element (spread `dropProps` on it): `onFiles` gets them,
 * and `over` says a drop would land there, for the element to show it. Drags of anything else (a
 * photo being reordered in its list) pass through untouched.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [over, setOver] = useState(false);
  const dropProps = {
    onDragOver(event: DragEvent) {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave(event: DragEvent) {
      // Leaving for one of its own children is still over it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setOver(false);
      if (enabled) onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { over, dropProps };
}
