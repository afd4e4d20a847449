import type { PictureEntry, PictureInput } from '#shared/schemas/page-picture.ts';
import type { ContentAdapter } from '../stores/content-adapter.ts';

/** A page picture as its editor holds it (docs/pictures.md). */
export interface PictureForm {
  src: string;
  alt: string;
  /** The focal point, 0..1 of the width and height. */
  focus: { x: number; y: number };
}

/** The step an arrow key moves the focal point (Shift: a finer step). */
export const FOCUS_STEP = 0.05;
export const FOCUS_FINE_STEP = 0.01;

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));

/** The focal point moved by (dx, dy), kept inside the picture. */
export function moveFocus(focus: PictureForm['focus'], dx: number, dy: number): PictureForm['focus'] {
  return { x: clamp(focus.x + dx), y: clamp(focus.y + dy) };
}

/** The focal point at a pointer position inside a box (the picture as drawn). */
export function focusAt(
  box: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
) {
  return { x: clamp((x - box.left) / box.width), y: clamp((y - box.top) / box.height) };
}

/** Pictures are always live: the store's publication fields are sent as they are and kept. */
export const pictureAdapter: ContentAdapter<'pictures', PictureForm> = {
  kind: 'pictures',
  empty: () => ({ src: '', alt: '', focus: { x: 0.5, y: 0.5 } }),
  fromEntry: (entry: PictureEntry) => ({ src: entry.src, alt: entry.alt, focus: { ...entry.focus } }),
  toBody: (form): Omit<PictureInput, 'status' | 'publishAt' | 'version'> => ({
    src: form.src.trim(),
    alt: form.alt,
    focus: form.focus,
  }),
};
