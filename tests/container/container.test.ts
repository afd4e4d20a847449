import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { inNetworkTurn } from '../support/network-turns.ts';
import { ensureLocalBaseImage } from './local-base-image.ts';
import { podman, preparePodman, run } from './podman.ts';

/**
 * The production image built and run for real with podman: docker/Dockerfile on a local Debian +
 * Node 24 base, a named volume for /data, the image's own HEALTHCHECK, a write through the API, a
 * stop that must finish within 10 s, a restart that still has the data. Skips (with the reason)
 * where podman cannot be installed or used. The base image and podman's layer cache are kept
 * between runs; the container and the volume are always removed.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const skipReason = process.env.SKIP_CONTAINER_TESTS ? 'SKIP_CONTAINER_TESTS is set' : await preparePodman();
if (skipReason) console.warn(`container tests skipped: ${skipReason}`);

const IMAGE = 'localhost/lumen-realty-media:test';
const suffix = randomBytes(4).toString('hex');
const CONTAINER = `lumen-test-${suffix}`;
const VOLUME = `lumen-test-data-${suffix}`;

/** Runs the image's HEALTHCHECK until it passes (podman runs it on demand: no systemd timers here). */
async function waitHealthy(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const check = await run('podman', ['healthcheck', 'run', CONTAINER], { timeoutMs: 15_000 });
    if (check.code === 0) return;
    last = check.stdout + check.stderr;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const logs = await run('podman', ['logs', '--tail', '30', CONTAINER]);
  throw new Error(`container not healthy in ${timeoutMs} ms: ${last}\n${logs.stdout}${logs.stderr}`);
}

describe.skipIf(skipReason !== null)(
  `the container image${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    afterAll(async () => {
      await run('podman', ['rm', '--force', '--time', '0', CONTAINER], { timeoutMs: 60_000 });
      await run('podman', ['volume', 'rm', '--force', VOLUME], { timeoutMs: 60_000 });
    }, 120_000);

    it(
      'when built and run with a named volume, then it is healthy, keeps data across a stop and a start, and stops within 10 s',
      async () => {
        const base = await ensureLocalBaseImage();
        const build = await run(
          'podman',
          [
            'build',
            '--pull=never',
            '--format',
            'docker', // HEALTHCHECK and STOPSIGNAL are Docker image-format fields
            '--network',
            'host',
            '--build-arg',
            `BASE_IMAGE=${base}`,
            '--file',
            'docker/Dockerfile',
            '--tag',
            IMAGE,
            '.',
          ],
          { cwd: root, timeoutMs: 15 * 60_000 },
        );
        expect(build.code, build.stderr.slice(-3000) + build.stdout.slice(-3000)).toBe(0);

        const image = JSON.parse(await podman(['image', 'inspect', IMAGE]))[0] as {
          Config: {
            User: string;
            ExposedPorts: Record<string, unknown>;
            Volumes: Record<string, unknown>;
            StopSignal: string;
            Env: string[];
          };
          Healthcheck?: { Test: string[] };
        };
        const { Config: config } = image;
        expect(config.User).toBe('lumen');
        expect(Object.keys(config.ExposedPorts)).toEqual(['3000/tcp']);
        expect(Object.keys(config.Volumes)).toEqual(['/data']);
        expect(config.StopSignal).toBe('SIGTERM');
        expect(image.Healthcheck?.Test.join(' ')).toContain('/api/health');
        expect(config.Env).toContain('DATA_DIR=/data');
        expect(config.Env.join('\n')).not.toMatch(/PASSWORD|SECRET|TOKEN|SMTP_URL/i);
        // Production dependencies only: no build tools or test runners in the runtime image.
        const devTools = await run('podman', [
          'run',
          '--rm',
          // No network of its own: a container's interface coming and going is felt by browsers.
          '--network',
          'none',
          '--entrypoint',
          'ls',
          IMAGE,
          'node_modules/vite',
        ]);
        expect(devTools.code).not.toBe(0);

        // While this container has its interface, the Lighthouse gate waits (network-turns.ts).
        await inNetworkTurn(async () => {
          try {
            await podman(['volume', 'create', VOLUME]);
            const port = await freePort();
            await podman([
              'run',
              '--detach',
              '--name',
              CONTAINER,
              '--publish',
              `127.0.0.1:${port}:3000`,
              '--volume',
              `${VOLUME}:/data`,
              '--env',
              'RATE_LIMIT=false',
              '--env',
              `PUBLIC_URL=http://127.0.0.1:${port}`,
              IMAGE,
            ]);
            await waitHealthy();
            const url = `http://127.0.0.1:${port}`;
            expect((await fetch(`${url}/api/ready`)).status).toBe(200);
            expect(await podman(['exec', CONTAINER, 'id', '-u'])).toBe('10001');

            const email = `container-${suffix}@example.com`;
            const signup = await fetch(`${url}/api/newsletter`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email }),
            });
            expect(signup.status).toBe(201);

            const t0 = Date.now();
            await podman(['stop', '--time', '10', CONTAINER], 30_000);
            const stopMs = Date.now() - t0;
            expect(stopMs).toBeLessThan(10_000);
            expect(await podman(['inspect', '--format', '{{.State.ExitCode}}', CONTAINER])).toBe('0');

            await podman(['start', CONTAINER]);
            await waitHealthy();
            const stored = await podman(['exec', CONTAINER, 'cat', '/data/subscribers.db']);
            expect(stored).toContain(`"email":"${email}"`);
            const home = await fetch(`${url}/`);
            expect(home.status).toBe(200);
            expect(await home.text()).toContain('Lumen Realty Media');
          } finally {
            await run('podman', ['rm', '--force', '--time', '0', CONTAINER], { timeoutMs: 60_000 });
          }
        });
      },
      25 * 60_000,
    );
  },
);
