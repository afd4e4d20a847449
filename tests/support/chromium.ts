import { existsSync } from 'node:fs';

const firstFound = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => !!p && existsSync(p));

/**
 * Debian's Chromium (or CHROME_PATH): the full browser, as visitors run it. The bench and the
 * Lighthouse gate measure in it, and so does a browser test that needs the full browser. Never a
 * downloaded build.
 */
export function chromiumPath(): string | undefined {
  return firstFound([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * What the Playwright tests drive: Debian's `chromium-headless-shell` (or CHROME_HEADLESS_SHELL),
 * the same Chromium release built as a headless shell, as Playwright itself runs headless tests.
 * The whole suite took a quarter less wall time in it than in the full browser (docs/testing.md,
 * "The browser"). Without it, the full browser; an explicit CHROME_PATH wins over both.
 */
export function testBrowserPath(): string | undefined {
  if (process.env.CHROME_PATH) return chromiumPath();
  return headlessShellPath() ?? chromiumPath();
}

/** Debian's `chromium-headless-shell` (or CHROME_HEADLESS_SHELL), if installed. */
export function headlessShellPath(): string | undefined {
  return firstFound([process.env.CHROME_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell']);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
