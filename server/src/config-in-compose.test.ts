import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.ts';

/**
 * The compose files pass the operator's settings (shell or docker/.env) into the container by name:
 * a setting left off their list never reaches the server, which then runs on its default without a
 * word (INQUIRY_RETENTION_DAYS=30 in .env would keep every quote request forever).
 */

/** Settings the image fixes (or a test-only one no deployment sets): not the operator's to pass. */
const SET_BY_THE_IMAGE = new Set(['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR', 'DIST_DIR', 'PASSWORD_HASH_COST']);

/** The variable names of the first `environment:` list in a compose file. */
async function passedSettings(file: string): Promise<string[]> {
  const text = await readFile(new URL(`../../docker/${file}`, import.meta.url), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^\s+environment:\s*$/.test(line));
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s+#/.test(line)) continue;
    const entry = /^\s+- ([A-Z][A-Z0-9_]*)(?:=|$)/.exec(line);
    if (!entry) break;
    names.push(entry[1]!);
  }
  return names;
}

describe('settings in the compose files', () => {
  it.each([
    ['compose.yaml', ['DATABASE_URL', 'DATABASE_POOL_SIZE']],
    ['compose.postgres.yaml', []],
  ])(
    'when the operator sets any server setting for %s, then it reaches the container',
    async (file, notHere) => {
      const expected = SETTING_NAMES.filter((name) => !SET_BY_THE_IMAGE.has(name) && !notHere.includes(name));
      expect((await passedSettings(file)).sort()).toEqual(expected.sort());
    },
  );
});
