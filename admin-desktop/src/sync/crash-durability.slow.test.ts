import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from '#shared/media/image-variants.ts';
import { createAesEncryptor } from '../testing/aes-encryptor.ts';
import { desktopHome, otherDevice, signedInDesktop } from '../testing/desktop-fixtures.ts';
import { SiteServer } from '../testing/site-server.ts';
import type { SyncStatus } from './sync-status.ts';

/**
 * The queue survives the app process dying (SIGKILL: no clean-up, no flush), and a change the
 * server applied just before the crash is not applied a second time when the next process replays:
 * an upload sent again is stored once (the server names it after its bytes).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD = 'admin-desktop/src/testing/queue-child.ts';
const KEY = 'editingPortfolio';

let site: SiteServer;
let home: Awaited<ReturnType<typeof desktopHome>>;
const encryptor = createAesEncryptor();
const children: ChildProcess[] = [];
beforeAll(async () => {
  site = await SiteServer.start();
});
afterAll(async () => {
  await site?.close();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await home?.cleanup();
  if (!site.running) await site.resume();
});

function runChild(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, [CHILD], {
    cwd: root,
    env: { ...process.env, DESKTOP_DIR: home.dir, DESKTOP_KEY: encryptor.key.toString('hex'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const matched = new Promise<string>((resolve, reject) => {
    if (!until) return;
    const check = () => {
      const line = out.split('\n').find((l) => until.test(l));
      if (line) resolve(line);
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`child ended before ${until}: ${out}${err}`)));
  });
  return { child, exited, matched, output: () => out + err };
}

const uploadFiles = async () => readdir(join(site.dataDir, 'uploads'));

describe('when the app process is killed', () => {
  it.each([
    [1, 'the upload'],
    [2, 'the create'],
    [3, 'the update'],
  ])(
    'then queued changes survive, and after a crash right after the server answered %s (%s) nothing is applied twice',
    async (crashAfter) => {
      home = await desktopHome(encryptor);
      const desktop = await signedInDesktop(home, site.url);
      const item = (await desktop.portfolio())[KEY][0]!;
      await desktop.close();

      const filesBefore = new Set(await uploadFiles());

      await site.pause();
      // A photo of its own per case (the site is shared), so each case stores one new upload.
      const enqueuer = runChild(
        { MODE: 'enqueue', EDIT_ITEM: JSON.stringify(item), PHOTO_WIDTH: String(640 + crashAfter) },
        /^QUEUED /,
      );
      const queued = JSON.parse((await enqueuer.matched).slice('QUEUED '.length)) as {
        id: string;
        placeholder: string;
        pending: number;
      };
      expect(queued.pending).toBe(3);
      enqueuer.child.kill('SIGKILL');
      expect((await enqueuer.exited).signal).toBe('SIGKILL');

      await site.resume();
      const crasher = runChild({ MODE: 'crash-after-answer', CRASH_AFTER: String(crashAfter) });
      expect((await crasher.exited).signal).toBe('SIGKILL');
      // The op the server answered is still queued, with its attempt on record.
      const onDisk = JSON.parse(await readFile(join(home.dir, 'queue.json'), 'utf8')) as {
        ops: { attempts: number }[];
      };
      expect(onDisk.ops).toHaveLength(3 - (crashAfter - 1));
      expect(onDisk.ops[0]!.attempts).toBe(1);

      const replayer = runChild({ MODE: 'replay' }, /^STATUS /);
      const status = JSON.parse((await replayer.matched).slice('STATUS '.length)) as SyncStatus;
      expect((await replayer.exited).code).toBe(0);
      expect(status).toMatchObject({ pending: [], conflicts: [], failures: [] });

      const other = await otherDevice(site.url);
      const server = (await other.api.portfolio())[KEY];
      const url = status.uploads[queued.placeholder];
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
      expect(server.filter((i) => i.id === queued.id)).toEqual([expect.objectContaining({ src: url })]);
      // One upload stored: its fallback, variants and MLS-size file, nothing else new.
      const stem = url!.slice('/uploads/'.length, -'.jpg'.length);
      const newFiles = (await uploadFiles()).filter((name) => !filesBefore.has(name));
      expect(newFiles.every((name) => name.startsWith(stem))).toBe(true);
      expect(newFiles).toHaveLength(VARIANT_WIDTHS.length * VARIANT_FORMATS.length + 2);
      expect(server.find((i) => i.id === item.id)).toMatchObject({
        title: `Edited before a crash (${640 + crashAfter})`,
        version: item.version + 1,
      });
      const audit = await other.audit();
      expect(audit.filter((e) => e.action === 'create' && e.itemId === queued.id)).toHaveLength(1);
      // (The site is shared by both cases: count only the updates of the version this run started from.)
      const updates = audit.filter((e) => e.action === 'update' && e.itemId === item.id);
      expect(updates.filter((e) => e.beforeVersion === item.version)).toHaveLength(1);
      expect(updates.filter((e) => (e.beforeVersion ?? 0) > item.version)).toHaveLength(0);
      expect(Object.keys(status.uploads)).toHaveLength(1);
    },
  );
});
