import type { Page } from '@playwright/test';

/** Each probe of a page that may be stuck gets this long. */
const PROBE_MS = 2_000;

/**
 * What a page looked like when its test failed, for the failures no assertion explains (an element
 * present but never "stable", islands that never hydrated): whether the page still draws frames
 * (Playwright's stability check waits on them), which animations run and on what, where it is
 * scrolled, and the body's class (`loaded` once the islands' code ran). Never throws: a closed or
 * hung page says so instead.
 */
export async function pageStateReport(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page was closed';
  const probe = page.evaluate(
    (ms) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const started = performance.now();
        const state = () => ({
          url: location.href,
          visibility: document.visibilityState,
          focused: document.hasFocus(),
          bodyClass: document.body?.className ?? '',
          scroll: `${Math.round(scrollY)} of ${document.documentElement.scrollHeight} (window ${innerHeight})`,
          animations: document.getAnimations().map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            const name =
              (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'script';
            const where = target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?';
            return `${name} on ${where} (${a.playState}, ${a.effect?.getTiming().iterations} iterations)`;
          }),
        });
        const timer = setTimeout(
          () => resolve({ ...state(), frames: `no animation frame within ${ms} ms` }),
          ms,
        );
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve({ ...state(), frames: `next frame after ${Math.round(performance.now() - started)} ms` });
        });
      }),
    PROBE_MS,
  );
  const hung = new Promise<string>((resolve) =>
    setTimeout(() => resolve(`the page did not answer within ${PROBE_MS * 2} ms`), PROBE_MS * 2),
  );
  try {
    const state = await Promise.race([probe, hung]);
    return typeof state === 'string' ? state : JSON.stringify(state, null, 2);
  } catch (error) {
    return `the page could not be read: ${(error as Error).message}`;
  }
}
