import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./app-child.ts', import.meta.url));

/** A call the app answered with an error (the owner was told it failed), or the app died meanwhile. */
export class AppCallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
export class AppDied extends Error {}

/** The app process: calls go over IPC; `kill()` is a SIGKILL, `start()` a relaunch on the same key. */
export class AppProcess {
  private child: ChildProcess | undefined;
  private next = 1;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  readonly key = randomBytes(32).toString('hex');
  spawns = 0;

  get alive(): boolean {
    return this.child !== undefined;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = fork(CHILD, [], {
      env: { ...process.env, DESKTOP_KEY: this.key },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.spawns += 1;
    this.child = child;
    child.on(
      'message',
      (message: {
        id?: number;
        ok?: boolean;
        value?: unknown;
        error?: { status: number; message: string };
      }) => {
        if (message.id === undefined) return;
        const waiter = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.ok) waiter?.resolve(message.value);
        else waiter?.reject(new AppCallError(message.error!.status, message.error!.message));
      },
    );
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
      for (const waiter of this.waiting.values()) waiter.reject(new AppDied('the app process died'));
      this.waiting.clear();
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', () => reject(new AppDied('the app process exited while starting')));
    });
  }

  call<T>(call: string, ...args: unknown[]): Promise<T> {
    const child = this.child;
    if (!child) return Promise.reject(new AppDied('the app process is not running'));
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, call, args });
    });
  }

  /** SIGKILL: no chance to finish a write or say goodbye. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}
