import { execFileSync } from 'node:child_process';
import { chromiumPath, headlessShellPath, testBrowserPath } from '../tests/support/chromium.ts';

function canInstall(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** apt-get install; when the package lists are missing or stale, once more after apt-get update. */
function aptInstall(packages: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
}

/**
 * The browser tests need Chromium: the full browser (Lighthouse, the PWA's installability) and its
 * headless shell, which the Playwright tests run in (tests/support/chromium.ts). Use CHROME_PATH or
 * Debian's packages; as root with apt, install what is missing of Debian's `chromium` and
 * `chromium-headless-shell`; otherwise say how to get Chromium (without the shell the tests run in
 * the full browser, slower). Never download a browser build of Playwright's.
 */
export function ensureChromium(): string {
  const missing = [
    ...(chromiumPath() ? [] : ['chromium']),
    ...(process.env.CHROME_PATH || headlessShellPath() ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length && canInstall()) {
    console.log(`Installing Debian's ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})...`);
    try {
      aptInstall(missing);
    } catch (error) {
      // Without the shell the tests still run, in the full browser; without Chromium they cannot.
      if (!chromiumPath()) throw error;
      console.warn(`Could not install ${missing.join(' ')}: the browser tests run in the full Chromium.`);
    }
  }
  const found = testBrowserPath();
  if (found) return found;
  console.error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROME_PATH ' +
      'to a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
