import { execFileSync } from 'node:child_process';
import { mkdtemp, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createOwner, type OwnerSession } from './fault-clients.ts';

/**
 * DATA_DIR on a small tmpfs of its own, to fill up or remount read-only. Mounting needs root (or
 * CAP_SYS_ADMIN); without it the tests that use this are skipped, saying why.
 */

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    const probe = execFileSync('mktemp', ['-d']).toString().trim();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    execFileSync('rmdir', [probe]);
    return true;
  } catch {
    return false;
  }
}
export const mountable = canMount();
if (!mountable) console.warn('storage tests: skipped, mounting a tmpfs needs root or CAP_SYS_ADMIN');

const mounted: string[] = [];

/** DATA_DIR with an owner, on a 4 MB tmpfs of its own (unmounted by unmountSmallDataDirs). */
export async function smallDataDir(): Promise<{ dataDir: string; mount: string }> {
  const mount = await mkdtemp(join(tmpdir(), 'lumen-tmpfs-'));
  mounted.push(mount);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mount]);
  const dataDir = join(mount, 'data');
  await createOwner(dataDir);
  return { dataDir, mount };
}

/** For afterEach, once the server on it is stopped. */
export async function unmountSmallDataDirs(): Promise<void> {
  for (const mount of mounted.splice(0)) {
    execFileSync('umount', ['-l', mount]);
    await rmdir(mount);
  }
}

/** A photo as the admin sends it (multipart, field `file`). */
export async function uploadPhoto(owner: OwnerSession, photo: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'Kitchen.jpg');
  return owner.call('/api/upload', { method: 'POST', body: form });
}

/** A small JPEG, as a camera's would be stored (a few kilobytes: room enough on the 4 MB disk). */
export const samplePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#a86' } })
    .jpeg()
    .toBuffer();
