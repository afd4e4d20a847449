import { describe, expect, it } from 'vitest';
import { runScript } from '../support/cli-runs.ts';
import { dataDirPerTest } from '../support/data-dir-per-test.ts';

/**
 * `npm run media:prune` as the process npm starts (its exit codes and output streams); what it
 * prunes is in media-prune-cli.test.ts, which runs the tool's main in the test's own process.
 */
const data = dataDirPerTest('lumen-media-prune-process-', async () => {});

const prune = (args: string[]) => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return runScript('server/src/cli/media-prune.ts', args, { env: { ...env, DATA_DIR: data.path } });
};

describe('npm run media:prune as a process', () => {
  it('when there is nothing to prune, then it says so and exits 0; when an argument is wrong, 2 with the usage', async () => {
    const run = await prune(['--keep-hours', '0']);
    expect(run).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'media:prune: deleted 0 unused upload(s), 0.0 MB\n',
    });
    const wrong = await prune(['--keep-hours', 'soon']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^media:prune: --keep-hours must be a number of hours\nUsage: npm run media:prune/,
    );
    expect(wrong.stdout).toBe('');
  });
});
