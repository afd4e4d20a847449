import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /api/ready', () => {
  it('when 20 readiness checks arrive at once, then every one answers 200 and no probe file is left', async () => {
    app = await startTestApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${app!.url}/api/ready`).then((res) => res.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));
    expect((await readdir(app.dataDir)).filter((name) => name.startsWith('.ready'))).toEqual([]);
  });

  it('when GET /api/health is asked, then it answers ok with the uptime and the log lines dropped', async () => {
    app = await startTestApp();
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), droppedLogLines: 0 });
  });
});
