/**
 * A focal point (x, y in 0..1 of the picture's width and height) as CSS `object-position`, so a
 * crop of any shape keeps the subject in view. No zod here: public pages import it.
 */
export interface FocusPoint {
  x: number;
  y: number;
}

export function focusPosition(focus: FocusPoint): string {
  const pct = (n: number) => `${Math.round(n * 10000) / 100}%`;
  return `${pct(focus.x)} ${pct(focus.y)}`;
}

/** True when the focal point is the centre (the browser's default position: nothing to write). */
export const isCentred = (focus: FocusPoint) => focus.x === 0.5 && focus.y === 0.5;
