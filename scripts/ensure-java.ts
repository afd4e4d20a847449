import { execFileSync } from 'node:child_process';

/** Whether `java` runs (the Nu Html Checker, vnu-jar, is a Java program). */
function hasJava(): boolean {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The HTML gate (tests/gates/html-validity.test.ts) runs the Nu Html Checker, which needs Java. Use
 * the `java` on the PATH; as root with apt, install Debian's default-jre-headless; otherwise say
 * how to get one. Called by `npm test` beside ensureChromium.
 */
export function ensureJava(): void {
  if (hasJava()) return;
  let hasApt = false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (process.getuid?.() === 0 && hasApt) {
    console.log(
      "Java not found: installing Debian's default-jre-headless (apt-get install -y default-jre-headless)...",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env });
    if (hasJava()) return;
  }
  console.error(
    'No Java found: the HTML validity gate runs the Nu Html Checker (vnu-jar). Install a Java runtime ' +
      '(Debian/Ubuntu: `sudo apt-get install default-jre-headless`), then run the tests again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureJava();
