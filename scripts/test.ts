/**
 * `npm test`: every check the project has, in order, stopping at the first failure: lint, type
 * check, production build, desktop build, every vitest project (fast, slow, postgres), browser tests
 * (Playwright). The fast path without a build is `npm run test:fast` (docs/testing.md).
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureJava } from './ensure-java.ts';

ensureChromium();
ensureJava();

const steps: [string, string[]][] = [
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['build', ['npm', 'run', '--silent', 'build']],
  ['desktop build', ['npm', 'run', '--silent', 'desktop:build']],
  ['vitest: fast, slow and postgres projects', ['npx', 'vitest', 'run']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n== ${name}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd!, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`== ${name} passed in ${seconds} s`);
}
