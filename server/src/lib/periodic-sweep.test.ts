import { describe, expect, it } from 'vitest';
import { startSweeps } from './periodic-sweep.ts';

const quietLog = () => {
  const lines: { msg: string; obj: object }[] = [];
  const push = (obj: object, msg: string) => lines.push({ obj, msg });
  return { lines, log: { info: push, error: push } };
};

describe('periodic clean-ups', () => {
  it('when started, then each sweep runs once before it resolves and again every period', async () => {
    const { lines, log } = quietLog();
    let runs = 0;
    const sweeps = await startSweeps([{ name: 'count', run: async () => ++runs }], log, 10);
    expect(runs).toBe(1);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    sweeps.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
    expect(lines[0]).toEqual({
      obj: { sweep: 'count', removed: 1 },
      msg: 'periodic clean-up removed records',
    });
  });

  it('when a sweep fails, then it is logged and the others still run', async () => {
    const { lines, log } = quietLog();
    let ran = false;
    const sweeps = await startSweeps(
      [
        {
          name: 'broken',
          run: async () => {
            throw new Error('disk gone');
          },
        },
        {
          name: 'fine',
          run: async () => {
            ran = true;
            return 0;
          },
        },
      ],
      log,
    );
    sweeps.stop();
    expect(ran).toBe(true);
    expect(lines.map((l) => l.msg)).toEqual(['periodic clean-up failed; it runs again later']);
  });
});
