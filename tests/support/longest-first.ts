import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take minutes, longest first (docs/testing.md, "The order of the files").
 * Vitest starts the files in the order its sequencer gives. Without the timings of an earlier run
 * (a fresh clone has none) it orders them by project name, then by file size, so the Lighthouse gate,
 * a short file that runs for minutes, started among the last and finished last.
 * A file missing from this list only starts later; none is left out.
 */
const LONGEST = [
  'tests/gates/lighthouse-scores.test.ts',
  'tests/container/container.test.ts',
  'tests/faults/sync-model.test.ts',
  'tests/api/analytics-flood.slow.test.ts',
  'tests/faults/soak.test.ts',
  'tests/api/hostile-requests.slow.test.ts',
  'admin-desktop/src/sync/crash-durability.slow.test.ts',
  'tests/api/listing-delivery.slow.test.ts',
  'tests/gates/html-validity.test.ts',
];

const rankOf = (spec: TestSpecification) => {
  const rank = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return rank === -1 ? LONGEST.length : rank;
};

/**
 * Vitest's own order with the long files moved to the front: the two workers then finish at
 * about the same time. Each project's place (sequence.groupOrder) is kept, as is the order of the
 * rest, so the shared-worker projects still run their files one after another.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, rank: rankOf(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
