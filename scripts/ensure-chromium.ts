import { execFileSync } from 'node:child_process';
import { chromiumPath } from '../tests/support/chromium.ts';

/**
 * The browser tests need Chromium. Use CHROME_PATH or Debian's package; as root with apt, install
 * Debian's package; otherwise say how to get one. Never download a browser build of Playwright's.
 */
export function ensureChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  let hasApt = false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = chromiumPath();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH ' +
      'to a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
