/** A clean-up run at start and then every so often (the trash's 30 days, the inquiry retention period). */
interface Sweep {
  name: string;
  /** Returns how many records it removed. */
  run(now: Date): Promise<number>;
}

const HOURLY = 60 * 60_000;

/**
 * Runs each sweep once now (awaited: what is due is gone before the first request) and then every
 * `everyMs`. A failing sweep is logged and tried again next time; the timer never keeps the
 * process alive.
 */
export async function startSweeps(
  sweeps: Sweep[],
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  everyMs = HOURLY,
): Promise<{ stop(): void }> {
  const runAll = async () => {
    for (const sweep of sweeps) {
      try {
        const removed = await sweep.run(new Date());
        if (removed > 0) log.info({ sweep: sweep.name, removed }, 'periodic clean-up removed records');
      } catch (err) {
        log.error({ err, sweep: sweep.name }, 'periodic clean-up failed; it runs again later');
      }
    }
  };
  await runAll();
  const timer = setInterval(() => void runAll(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
