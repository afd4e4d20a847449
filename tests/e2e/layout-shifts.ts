import type { Page } from '@playwright/test';

/**
 * Records every layout shift of `page` from its first frame (an init script), each with what moved
 * (element, from, to), so a failure says where to look. Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const describe = (node: Node | null): string =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : `text in ${describe(node?.parentElement ?? null)}`;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value} at ${Math.round(entry.startTime)} ms: ${entry.sources
              .map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`)
              .join('; ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded once the page has loaded and its fonts are in, two frames later (so any
 * reflow they caused has been reported).
 */
export async function settledLayoutShifts(page: Page): Promise<string[]> {
  await page.locator('body.loaded').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
