/**
 * `npm run soak:sync [-- --runs N --seed S --batch B]`: the sync model (tests/faults/sync-model)
 * for many schedules, every fault at full weight, a fresh server every B schedules (its data stays
 * small). Prints the figures recorded in docs/benchmarks.md; exits 1 on the first violation,
 * printing its seed and shrunk steps.
 */
import { parseArgs } from 'node:util';
import { runSyncModel } from '../tests/faults/sync-model/run-model.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    batch: { type: 'string', default: '250' },
  },
});
const total = Number(values.runs);
const batch = Number(values.batch);
const firstSeed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
const started = Date.now();
const sum = { schedules: 0, steps: 0, ownerChanges: 0, projectChanges: 0, appKills: 0, serverStarts: 0 };
const seeds: number[] = [];
console.log(`soak:sync: ${total} schedules, batches of ${batch}, first seed ${firstSeed}`);
for (let done = 0, index = 0; done < total; index += 1) {
  const seed = firstSeed + index;
  seeds.push(seed);
  const figures = await runSyncModel({ seed, runs: Math.min(batch, total - done) });
  for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += figures[key];
  done += figures.schedules;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `  seed ${seed}: ${figures.schedules} schedules in ${figures.seconds} s (total ${done}, ${minutes} min)`,
  );
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`soak:sync passed: ${JSON.stringify({ ...sum, seconds, violations: 0, seeds })}`);
