import { type RefObject, useEffect, useRef } from 'react';

/**
 * A row deleted, restored or erased takes its focused button with it, and the keyboard would fall
 * back to the top of the page: it goes to the list's heading instead (give it `tabIndex={-1}` and
 * this ref). `count` is how many rows the list shows.
 */
export function useFocusAfterRemoval(count: number): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(count);
  useEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if (count < shown.current && lostFocus) heading.current?.focus({ preventScroll: true });
    shown.current = count;
  }, [count]);
  return heading;
}
