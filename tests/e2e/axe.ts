import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe check of the page as it is now. Without child frames (every page here until a video or
 * tour is opened: their facades load the frame on a click) it runs axe in the page itself, the
 * builder's "legacy" mode: the same rules on the same document. Its default mode is for frames
 * from other origins: it runs axe in each frame, then opens a second browser page to merge the
 * parts, which made one check 2.6-4.5 s on this machine against 1.0-1.3 s in the page.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}
