import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * podman on these machines (shared/notes/containers.md): runc instead of crun (hybrid cgroups) and
 * explicit ulimits (the host cannot raise rlimits), passed through CONTAINERS_CONF.
 */
const CONTAINERS_CONF = join(tmpdir(), 'lumen-containers.conf');
writeFileSync(
  CONTAINERS_CONF,
  `[containers]
default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
`,
);

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command with a hard time limit (the process group is killed when it is passed). */
export function run(
  command: string,
  args: string[],
  options: { timeoutMs?: number; cwd?: string; input?: NodeJS.ReadableStream } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, CONTAINERS_CONF, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr!.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    if (options.input) options.input.pipe(child.stdin!);
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs ?? 60_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** podman with this machine's settings; throws with its output when it fails. */
export async function podman(args: string[], timeoutMs = 60_000): Promise<string> {
  const result = await run('podman', args, { timeoutMs });
  if (result.code !== 0) {
    throw new Error(`podman ${args.join(' ')} exited ${result.code}:\n${result.stderr.slice(-4000)}`);
  }
  return result.stdout.trim();
}

const has = async (command: string) =>
  (await run('sh', ['-c', `command -v ${command}`]).catch(() => ({ code: 1 }))).code === 0;

/**
 * Makes podman usable: installs it (and buildah, runc, debootstrap) through apt when missing and
 * running as root. Returns null when ready, else why the container tests cannot run here.
 */
export async function preparePodman(): Promise<string | null> {
  if (!(await has('podman')) || !(await has('debootstrap'))) {
    if (process.getuid?.() !== 0) return 'podman is not installed and installing it needs root';
    if (!(await has('apt-get'))) return 'podman is not installed and apt-get is not available';
    const packages = ['podman', 'buildah', 'runc', 'debootstrap'];
    let install = await run('apt-get', ['install', '-y', ...packages], { timeoutMs: 300_000 });
    if (install.code !== 0) {
      await run('apt-get', ['update'], { timeoutMs: 300_000 });
      install = await run('apt-get', ['install', '-y', ...packages], { timeoutMs: 300_000 });
    }
    if (install.code !== 0) return `apt-get could not install podman: ${install.stderr.trim().slice(-300)}`;
  }
  const info = await run('podman', ['info', '--format', '{{.Host.OCIRuntime.Name}}'], { timeoutMs: 60_000 });
  if (info.code !== 0) return `podman does not work here: ${info.stderr.trim().slice(-300)}`;
  return null;
}
