import { type DragEvent, useEffect, useState } from 'react';

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

/**
 * While the admin is open, a file dropped beside a drop zone does nothing, instead of the browser
 * opening it in place of the admin (leaving the owner's editor). Zones have handled their own drops
 * by the time these run (React's listeners sit below the document).
 */
export function useNoStrayFileDrops(): void {
  useEffect(() => {
    const stray = (event: globalThis.DragEvent) =>
      !event.defaultPrevented && !!event.dataTransfer?.types.includes('Files');
    const onDragOver = (event: globalThis.DragEvent) => {
      if (!stray(event)) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'none';
    };
    const onDrop = (event: globalThis.DragEvent) => {
      if (stray(event)) event.preventDefault();
    };
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', onDrop);
    };
  }, []);
}
