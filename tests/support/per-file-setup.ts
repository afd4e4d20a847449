import { afterAll } from 'vitest';

/**
 * Runs before every test file (vitest `setupFiles`), also when a worker reuses its modules across
 * files (`isolate: false`): what a file started for the engine stops after that file.
 */
if (process.env.TEST_ENGINE === 'postgres') {
  afterAll(async () => {
    const { stopTestEngine } = await import('./test-engine.ts');
    await stopTestEngine();
  });
}
