import { describe, expect, it } from 'vitest';
import { mediaPruneCli } from '../../server/src/cli/media-prune.ts';
import { runHere, type ScriptRun } from '../support/cli-runs.ts';
import { dataDirPerTest } from '../support/data-dir-per-test.ts';
import { engineEnv, openTestStore, TEST_ENGINE } from '../support/test-engine.ts';
import { newProject } from './content-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

/**
 * `npm run media:prune` (docs/uploads.md): deletes the unused uploads of a DATA_DIR, never a used
 * one. The tool's main runs in this process (runHere); media-prune-cli.slow.test.ts spawns it.
 */
let owner: OwnerClient | undefined;
const data = dataDirPerTest('lumen-media-prune-', async () => {
  await owner?.app.close();
  owner = undefined;
});

async function prune(args: string[]): Promise<ScriptRun> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return runHere(mediaPruneCli, args, {
    env: { ...env, DATA_DIR: data.path, ...(await engineEnv(data.path)) },
  });
}

async function storedNames(): Promise<string[]> {
  const store = await openTestStore(data.path);
  try {
    return await (await store.uploads()).list();
  } finally {
    if (TEST_ENGINE === 'nedb') await store.close();
  }
}

describe('npm run media:prune', () => {
  it('when one upload is used by a project and one by nothing, then only the unused one is listed and deleted', async () => {
    owner = await startAsOwner({}, data.path);
    const used = await uploadPhoto(owner, 900, 600);
    const unused = await uploadPhoto(owner, 640, 480);
    const created = await owner.call('/api/admin/content/projects', {
      method: 'POST',
      json: { ...newProject(), src: used.url },
    });
    expect(created.status).toBe(201);
    await owner.app.close();
    owner = undefined;
    const stem = (url: string) => url.slice('/uploads/'.length, -'.jpg'.length);

    const dry = await prune(['--dry-run', '--keep-hours', '0']);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toMatch(/would delete 1 unused upload/);
    expect(dry.stdout).toContain(unused.url);
    expect(dry.stdout).not.toContain(used.url);
    expect(await storedNames()).toContain(`${stem(unused.url)}.jpg`);

    // Stored minutes ago: by default a fresh upload is kept (its form may not be saved yet).
    const fresh = await prune([]);
    expect(fresh).toMatchObject({ code: 0 });
    expect(fresh.stdout).toMatch(/deleted 0 unused upload/);

    const run = await prune(['--keep-hours', '0']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/deleted 1 unused upload/);
    const names = await storedNames();
    expect(names.filter((n) => n.startsWith(stem(unused.url)))).toEqual([]);
    // Its variants, its fallback and its MLS-size JPEG (docs/uploads.md) stay.
    expect(names.filter((n) => n.startsWith(stem(used.url))).length).toBe(11);

    // What is left is in use: nothing more to delete.
    expect((await prune(['--keep-hours', '0'])).stdout).toMatch(/deleted 0 unused upload/);
  });

  it('when the arguments are wrong, then it says how to use it and changes nothing', async () => {
    const bad = await prune(['--keep-hours', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--keep-hours must be a number of hours/);
    expect(bad.stderr).toContain('Usage: npm run media:prune');
  });
});

describe('npm run media:prune beside a running server', () => {
  it('when a server runs, then the embedded engine refuses (one writer) pointing to the Media section, and PostgreSQL prunes', async () => {
    owner = await startAsOwner({}, data.path);
    const photo = await uploadPhoto(owner, 640, 480);
    const res = await prune(['--keep-hours', '0']);
    if (TEST_ENGINE === 'nedb') {
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(
        /stop the server first, or delete unused pictures from the admin's Media section/,
      );
      expect((await fetch(`${owner.app.url}${photo.url}`)).status).toBe(200);
    } else {
      expect(res).toMatchObject({ code: 0, stderr: '' });
      expect(res.stdout).toContain(photo.url);
      // The running server sees it gone at once: the files are in the shared database.
      expect((await fetch(`${owner.app.url}${photo.url}`)).status).toBe(404);
    }
  });
});
