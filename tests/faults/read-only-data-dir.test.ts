import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.ts';
import { CONTENT_KINDS } from '#shared/schemas/content-entry.ts';
import { runScript } from '../support/cli-runs.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { inquire, signInAt } from './fault-clients.ts';
import { mountable, samplePhoto, smallDataDir, unmountSmallDataDirs, uploadPhoto } from './small-data-dir.ts';

/**
 * A DATA_DIR remounted read-only (a disk failing, a volume mounted wrong): the server still shows
 * everything it holds, and the tools that must write there say so plainly instead of an errno.
 */

const ENV = { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' };
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill('SIGKILL');
  server = undefined;
  await unmountSmallDataDirs();
});

describe.skipIf(!mountable)('read-only DATA_DIR', () => {
  it('when DATA_DIR turns read-only, then every list of the studio still opens (the media library, content, inbox, trash, figures)', async () => {
    const { dataDir, mount } = await smallDataDir();
    server = await startServerProcess({ dataDir, env: ENV });
    const owner = await signInAt(server.url);
    const photo = await samplePhoto();
    expect((await uploadPhoto(owner, photo)).status).toBe(201);
    expect((await inquire(server.url, 'before-read-only')).status).toBe(201);

    execFileSync('mount', ['-o', 'remount,ro', mount]);
    const reads = [
      API.adminPortfolio,
      API.adminMedia,
      API.adminInquiries,
      API.adminSubscribers,
      `${API.adminSubscribers}?format=csv`,
      API.adminTrash,
      API.adminReadiness,
      API.adminAudit,
      `${API.adminAnalyticsSummary}?days=7`,
      ...CONTENT_KINDS.map((kind) => API.adminContent(kind)),
    ];
    const answers: Record<string, number> = {};
    for (const path of reads) answers[path] = (await owner.call(path)).status;
    expect(answers).toEqual(Object.fromEntries(reads.map((path) => [path, 200])));
    const media = (await (await owner.call(API.adminMedia)).json()) as unknown[];
    expect(media).toHaveLength(1);
  });

  it('when DATA_DIR is read-only, then the npm run tools that write it each say so in one line naming DATA_DIR, and exit 1', async () => {
    const { dataDir, mount } = await smallDataDir();
    const backup = await mkdtemp(join(tmpdir(), 'lumen-ro-backup-'));
    const { DATABASE_URL: _ignored, OWNER_PASSWORD: _unused, ...env } = process.env;
    const run = (script: string, args: string[]) =>
      runScript(`server/src/cli/${script}.ts`, args, { env: { ...env, DATA_DIR: dataDir } });
    expect((await run('backup', [join(backup, 'copy')])).code).toBe(0);
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    try {
      const tools = {
        'media:prune': await run('media-prune', ['--dry-run']),
        'npm run owner': await run('owner', [
          'reset-password',
          '--email',
          'owner@example.com',
          '--password',
          'a new password long enough',
        ]),
        'npm run restore': await run('restore', [join(backup, 'copy'), '--force']),
      };
      for (const [who, result] of Object.entries(tools)) {
        expect(result.code, who).toBe(1);
        const lines = result.stderr.trim().split('\n');
        expect(lines, who).toHaveLength(1);
        expect(lines[0], who).toContain(
          `DATA_DIR ${dataDir} is on a read-only file system: ${who} needs to write there`,
        );
      }
    } finally {
      await rm(backup, { recursive: true, force: true });
    }
  });
});
