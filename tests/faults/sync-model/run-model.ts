import fc from 'fast-check';
import { stepsWith } from './commands.ts';
import { checkInvariants } from './invariants.ts';
import { isContent } from './model-kinds.ts';
import { ModelWorld } from './model-world.ts';
import { Schedule } from './schedule.ts';

/** SYNC_MODEL_TRACE=1 prints how long each step and each schedule's checks take (no shrinking then). */
const TRACE = process.env.SYNC_MODEL_TRACE === '1';

function traced(commands: Iterable<fc.AsyncCommand<Schedule, Schedule>>) {
  return [...commands].map((c) => ({
    check: (m: Readonly<Schedule>) => c.check(m),
    run: async (m: Schedule, r: Schedule) => {
      const t = Date.now();
      await c.run(m, r);
      console.log(`  ${c.toString()} ${Date.now() - t} ms`);
    },
    toString: () => c.toString(),
  }));
}

interface ModelRunOptions {
  seed: number;
  /** Schedules to run. */
  runs: number;
  /** Steps per schedule at most. */
  maxSteps?: number;
  /** Weight of the steps that kill no process, relative to those that do (see commands.ts). */
  calm?: number;
  /** fast-check's replay path of a failure (with its seed): runs that schedule again. */
  path?: string;
}

interface ModelRunFigures {
  seed: number;
  schedules: number;
  steps: number;
  seconds: number;
  appKills: number;
  serverStarts: number;
  ownerChanges: number;
  /** Owner changes of projects (the stored content kind), the rest are portfolio items. */
  projectChanges: number;
}

/**
 * Runs `runs` random schedules of the sync model (fast-check commands) against one real server,
 * one fault proxy and one app process, each schedule on its own items and app directory. Throws
 * fast-check's report on the first violated invariant: the seed, the path and the shrunk list of
 * steps, which `SYNC_MODEL_SEED=<seed>` replays.
 */
export async function runSyncModel(options: ModelRunOptions): Promise<ModelRunFigures> {
  const started = Date.now();
  const world = await ModelWorld.create();
  const figures = { seed: options.seed, schedules: 0, steps: 0, ownerChanges: 0, projectChanges: 0 };
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(stepsWith(options.calm ?? 1), { maxCommands: options.maxSteps ?? 10 }),
        async (commands) => {
          const schedule = new Schedule(world);
          await schedule.start();
          try {
            const began = Date.now();
            await fc.asyncModelRun(
              () => ({ model: schedule, real: schedule }),
              TRACE ? traced(commands) : commands,
            );
            const ran = Date.now();
            const violations = await checkInvariants(schedule);
            if (TRACE)
              console.log(`schedule ${schedule.run}: steps ${ran - began} ms, checks ${Date.now() - ran} ms`);
            if (violations.length) throw new Error(`invariants violated:\n  ${violations.join('\n  ')}`);
          } finally {
            figures.schedules += 1;
            figures.steps += [...commands].length;
            figures.ownerChanges += schedule.intents.length;
            figures.projectChanges += schedule.intents.filter((i) => isContent(i.key)).length;
            await schedule.cleanup();
          }
        },
      ),
      {
        seed: options.seed,
        numRuns: options.runs,
        verbose: 1,
        ...(options.path ? { path: options.path } : {}),
      },
    );
  } finally {
    await world.close();
  }
  return {
    ...figures,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    appKills: world.app.spawns - 1,
    serverStarts: world.site.starts,
  };
}
