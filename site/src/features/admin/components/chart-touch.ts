import type uPlot from 'uplot';

/**
 * A finger on the chart points at a day as the mouse does: a tap shows the day under it in the
 * key, and sliding the finger along the chart goes from day to day (a vertical slide still
 * scrolls the page and two fingers zoom it: admin-analytics.css gives the plotting area
 * `touch-action: pan-y pinch-zoom`).
 *
 * uPlot follows the mouse only. After a tap the browser sends its compatibility mouse events, and
 * Chromium then a `mouseleave` that made uPlot forget the day just shown: while the last pointer
 * was a finger, that `mouseleave` is ignored, so the day stays in the key until another is touched.
 */
export function touchPointing() {
  let fingerLast = false;
  /** uPlot's cursor.bind entry for the plotting area's mouseleave (its default, but for fingers). */
  const mouseleave: uPlot.Cursor.MouseListenerFactory = (_chart, _target, handler) => (event) =>
    fingerLast ? null : handler(event);
  /** Follows fingers on `chart`'s plotting area; returns what stops it. */
  const follow = (chart: uPlot): (() => void) => {
    const area = chart.over;
    const point = (event: PointerEvent) => {
      fingerLast = event.pointerType === 'touch';
      if (!fingerLast) return;
      const box = area.getBoundingClientRect();
      // Kept on the chart when the finger slides past its edge (the area holds a finger it was put on).
      const left = Math.min(Math.max(event.clientX - box.left, 0), box.width - 1);
      chart.setCursor({ left, top: Math.min(Math.max(event.clientY - box.top, 0), box.height - 1) });
    };
    area.addEventListener('pointerdown', point);
    area.addEventListener('pointermove', point);
    return () => {
      area.removeEventListener('pointerdown', point);
      area.removeEventListener('pointermove', point);
    };
  };
  return { mouseleave, follow };
}
