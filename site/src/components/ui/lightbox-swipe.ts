import type { TouchEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the item. */
const SWIPE_DISTANCE = 40;

/**
 * Touch handlers for the viewer's stage: a horizontal swipe to the left shows the next item, to the
 * right the previous one (as in a phone's own photo viewer). A mostly vertical movement, a pinch
 * (two fingers) or a short tap is left alone. `step` gets -1 or 1 and applies the viewer's own
 * navigation rule (stop at the ends or wrap around).
 */
export function swipeHandlers(step: (direction: 1 | -1) => void) {
  let start: { x: number; y: number } | null = null;
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      step(dx < 0 ? 1 : -1);
    },
    onTouchCancel() {
      start = null;
    },
  };
}
