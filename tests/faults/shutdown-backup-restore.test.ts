import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../server/src/db/nedb-store.ts';
import { SubscriberRepo } from '../../server/src/modules/newsletter/subscriber-repo.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * `npm run backup` while the real server takes writes, then `npm run restore` into an empty
 * DATA_DIR: a server started on the restored directory has every write acknowledged before the
 * backup began, and the uploads byte for byte. Restore refuses what would lose data.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const servers: ServerProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0).reverse()) {
    await server.kill('SIGKILL');
    await server.cleanup();
  }
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-backup-test-'));
  dirs.push(dir);
  return dir;
}

/** The CLI as an operator runs it (`node server/src/cli/<tool>.ts`, what `npm run <tool>` does). */
function cli(tool: 'backup' | 'restore', dataDir: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [`server/src/cli/${tool}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.once('close', (code) => resolve({ code, out }));
  });
}

const signup = (url: string, email: string) =>
  fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((res) => res.status);

async function startServer(dataDir?: string) {
  const server = await startServerProcess({ dataDir, env: { RATE_LIMIT: 'false' } });
  servers.push(server);
  return server;
}

describe('backup and restore', () => {
  it('when a backup is taken during writes and restored into an empty DATA_DIR, then the data comes back', async () => {
    const server = await startServer();
    const photo = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    await mkdir(join(server.dataDir, 'uploads'), { recursive: true });
    await writeFile(join(server.dataDir, 'uploads', 'backup-test.jpg'), photo);
    // A photo still being received, and one being written into the store: not data yet.
    await writeFile(join(server.dataDir, 'incoming', 'upload-being-received'), photo);
    await writeFile(join(server.dataDir, 'uploads', '.tmp-being-stored.jpg'), photo);
    const before: string[] = [];
    for (let i = 0; i < 25; i++) {
      const email = `before-${i}@example.com`;
      expect(await signup(server.url, email)).toBe(201);
      before.push(email);
    }

    // Writes keep arriving while the backup reads the files.
    let writing = true;
    const during = (async () => {
      for (let i = 0; writing && i < 500; i++) await signup(server.url, `during-${i}@example.com`);
    })();
    const backupDir = join(await tempDir(), 'backup');
    const backup = await cli('backup', server.dataDir, [backupDir]);
    writing = false;
    await during;
    expect(backup.code, backup.out).toBe(0);
    const manifest = JSON.parse(await readFile(join(backupDir, 'backup-manifest.json'), 'utf8')) as {
      files: { path: string; size: number; sha256: string }[];
    };
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['subscribers.db', 'uploads/backup-test.jpg']),
    );
    expect(manifest.files.map((f) => f.path)).not.toContain('server.lock');
    expect(manifest.files.map((f) => f.path)).not.toContain('incoming/upload-being-received');
    expect(manifest.files.map((f) => f.path)).not.toContain('uploads/.tmp-being-stored.jpg');

    const restored = join(await tempDir(), 'data');
    const restore = await cli('restore', restored, [backupDir]);
    expect(restore.code, restore.out).toBe(0);
    expect(await readFile(join(restored, 'uploads', 'backup-test.jpg'))).toEqual(photo);

    // A server starts on the restored directory (the store loads), then holds every early write.
    const again = await startServer(restored);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    const repo = await SubscriberRepo.open(new NedbStore(restored));
    for (const email of before) expect(await repo.findByEmail(email), email).not.toBeNull();

    // Every collection (portfolio, owners, sessions, audit, quote requests...) was copied as it
    // stood: each backed-up store is a whole-line prefix of the live file, which only grew since.
    const stores = manifest.files.filter((f) => f.path.endsWith('.db'));
    expect(stores.map((f) => f.path)).toEqual(expect.arrayContaining(['portfolio.db', 'subscribers.db']));
    for (const store of stores) {
      const copied = await readFile(join(backupDir, store.path), 'utf8');
      const live = await readFile(join(server.dataDir, store.path), 'utf8');
      expect(copied.endsWith('\n') || copied === '', store.path).toBe(true);
      expect(live.startsWith(copied), store.path).toBe(true);
    }
    expect((await readFile(join(backupDir, 'portfolio.db'), 'utf8')).split('\n').length).toBeGreaterThan(8);
  });

  it('when DATA_DIR is not empty, then restore refuses unless --force, which sets the old data aside', async () => {
    const source = await tempDir();
    await writeFile(join(source, 'subscribers.db'), '{"email":"a@b.co","_id":"1"}\n');
    const backupDir = join(await tempDir(), 'backup');
    expect((await cli('backup', source, [backupDir])).code).toBe(0);

    const target = await tempDir();
    await writeFile(join(target, 'subscribers.db'), '{"email":"keep@me.ca","_id":"2"}\n');
    const refused = await cli('restore', target, [backupDir]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');
    expect(await readFile(join(target, 'subscribers.db'), 'utf8')).toContain('keep@me.ca');

    const forced = await cli('restore', target, [backupDir, '--force']);
    expect(forced.code, forced.out).toBe(0);
    expect(await readFile(join(target, 'subscribers.db'), 'utf8')).toContain('a@b.co');
    const aside = /previous contents are in (\S+)/.exec(forced.out)?.[1];
    expect(await readFile(join(aside!, 'subscribers.db'), 'utf8')).toContain('keep@me.ca');
  });

  it('when a server is running on DATA_DIR, then restore refuses even with --force', async () => {
    const source = await tempDir();
    await writeFile(join(source, 'subscribers.db'), '{"email":"a@b.co","_id":"1"}\n');
    const backupDir = join(await tempDir(), 'backup');
    expect((await cli('backup', source, [backupDir])).code).toBe(0);

    const server = await startServer();
    const refused = await cli('restore', server.dataDir, [backupDir, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/a server is using .*: stop it first/);
    expect(await signup(server.url, 'still-serving@example.com')).toBe(201);
  });

  it('when a backed-up file was altered, then restore refuses before touching DATA_DIR', async () => {
    const source = await tempDir();
    await writeFile(join(source, 'subscribers.db'), '{"email":"a@b.co","_id":"1"}\n');
    const backupDir = join(await tempDir(), 'backup');
    expect((await cli('backup', source, [backupDir])).code).toBe(0);
    await writeFile(join(backupDir, 'subscribers.db'), '{"email":"evil@b.co","_id":"1"}\n');

    const target = join(await tempDir(), 'data');
    const refused = await cli('restore', target, [backupDir]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('does not match the backup manifest');
  });

  it('when DATABASE_URL is set, then backup and restore refuse and name pg_dump: DATA_DIR holds none of the data', async () => {
    // What DATA_DIR holds beside PostgreSQL: only uploads being received.
    const source = await tempDir();
    await mkdir(join(source, 'incoming'));
    const postgres = { DATABASE_URL: 'postgres://lumen:s3cret-pw@127.0.0.1:5432/lumen' };
    const backupDir = join(await tempDir(), 'backup');
    const backup = await cli('backup', source, [backupDir], postgres);
    expect(backup.code, backup.out).toBe(1);
    expect(backup.out).toContain('DATABASE_URL is set');
    expect(backup.out).toContain('pg_dump');
    expect(backup.out).not.toContain('s3cret-pw');
    expect(await readdir(backupDir).catch(() => [])).toEqual([]);

    await writeFile(join(source, 'subscribers.db'), '{"email":"a@b.co","_id":"1"}\n');
    expect((await cli('backup', source, [backupDir])).code).toBe(0);
    const target = join(await tempDir(), 'data');
    const restore = await cli('restore', target, [backupDir], postgres);
    expect(restore.code, restore.out).toBe(1);
    expect(restore.out).toContain('pg_restore');
    expect(await readdir(target).catch(() => [])).toEqual([]);
  });

  it('when a restore is killed half way, then no server starts on the half-restored DATA_DIR until a restore completes', async () => {
    // Enough files that the restore (one flushed write each) is still running when it is killed.
    const source = await tempDir();
    await writeFile(join(source, 'subscribers.db'), '{"email":"kept@b.co","_id":"1"}\n');
    await mkdir(join(source, 'uploads'));
    for (let i = 0; i < 400; i++) await writeFile(join(source, 'uploads', `photo-${i}.jpg`), `photo ${i}`);
    const backupDir = join(await tempDir(), 'backup');
    expect((await cli('backup', source, [backupDir])).code).toBe(0);

    const target = join(await tempDir(), 'data');
    const restoring = spawn(process.execPath, ['server/src/cli/restore.ts', backupDir], {
      cwd: root,
      env: { ...process.env, DATA_DIR: target },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => restoring.once('exit', resolve));
    // Killed once the first data file is in place, as a power cut or Ctrl-C would.
    while (!existsSync(join(target, 'subscribers.db')))
      await new Promise((resolve) => setTimeout(resolve, 1));
    restoring.kill('SIGKILL');
    await exited;
    expect(existsSync(join(target, 'uploads', 'photo-399.jpg')), 'the restore finished before the kill').toBe(
      false,
    );

    const refused = await startServerProcess({ dataDir: target }).then(
      (started) => {
        servers.push(started);
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(refused).toContain('a restore into DATA_DIR was interrupted');
    expect(refused).toContain('npm run restore -- <backup dir> --force');

    const again = await cli('restore', target, [backupDir, '--force']);
    expect(again.code, again.out).toBe(0);
    const server = await startServer(target);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    const repo = await SubscriberRepo.open(new NedbStore(target));
    expect(await repo.findByEmail('kept@b.co')).not.toBeNull();
  });
});
