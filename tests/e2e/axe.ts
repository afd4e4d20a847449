import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeOptions = Parameters<AxeBuilder['options']>[0];

/** axe-core's own script, the copy @axe-core/playwright would inject. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** What runs in the page: axe over the document, or over the parts named. */
function runAxe({ include, options }: { include: string[]; options: AxeOptions }) {
  const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } })
    .axe;
  return axe.run(include.length ? { include, exclude: [] } : document, options);
}

/**
 * An axe check of the page as it is now, with AxeBuilder's `include`, `options` and `analyze`.
 *
 * Without child frames (every page here until a video or tour is opened: their facades load the
 * frame on a click) it runs axe in the page itself: the same rules on the same document. axe's
 * 650 KB script goes into a document once, however many checks it gets. AxeBuilder sends that
 * script twice per check in its in-page ("legacy") mode, once to see which mode it can use and
 * once to inject it: a check took 734 ms that way on this machine and takes 458 ms here (of which
 * about 157 ms the script and 263 ms the rules). AxeBuilder's default mode, for frames from other
 * origins, runs axe in each frame and opens a second browser page to merge the parts (2.6-4.5 s
 * a check); a page with a child frame gets that mode.
 */
class AxeCheck {
  readonly #page: Page;
  readonly #include: string[] = [];
  #options: AxeOptions = {};

  constructor(page: Page) {
    this.#page = page;
  }

  include(selector: string): this {
    this.#include.push(selector);
    return this;
  }

  options(options: AxeOptions): this {
    this.#options = options;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const page = this.#page;
    if (page.frames().length > 1) {
      const builder = new AxeBuilder({ page }).options(this.#options);
      for (const selector of this.#include) builder.include(selector);
      return builder.analyze();
    }
    // Asked by what axe is, not its name: an element with id="axe" would also be window.axe.
    const injected = await page.evaluate(
      () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
    );
    if (!injected) await page.evaluate(AXE_SOURCE);
    return (await page.evaluate(runAxe, { include: this.#include, options: this.#options })) as AxeResults;
  }
}

export function axeFor(page: Page): AxeCheck {
  return new AxeCheck(page);
}
