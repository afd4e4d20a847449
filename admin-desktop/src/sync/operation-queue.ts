import { randomUUID } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  readFileIfExists,
  readJsonFile,
  removeFileDurably,
  writeFileAtomic,
  writeJsonFile,
} from './atomic-file.ts';
import {
  type Conflict,
  type Failure,
  type QueuedOp,
  type QueueFile,
  queueFileSchema,
  type UploadOp,
} from './queue-ops.ts';
import { sendableBy } from './queue-owners.ts';

const QUEUE_FILE = 'queue.json';
const FILES_DIR = 'queue-files';

/** A queue with nothing in it: a first start, or a file that could not be read. */
export const emptyQueue = (): QueueFile => ({
  v: 1,
  ops: [],
  uploads: {},
  conflicts: [],
  failures: [],
  lastSentAt: null,
});

/**
 * The durable list of changes made while the server could not be reached. Every change to it is
 * one atomic rewrite of queue.json (write-temp, fsync, rename), done before the owner is told the
 * change was taken, so a quit, a crash or a power cut never loses or half-writes an operation.
 * Uploaded files are copied (durably) into queue-files/ first. One writer: the app is single-instance.
 */
export class OperationQueue {
  private state: QueueFile;
  private readonly dir: string;
  /** Rewrites happen one after another, each on the result of the previous one. */
  private writing: Promise<unknown> = Promise.resolve();
  /** Sends to the server, one at a time: a replay never sends an op a direct write is sending. */
  private sending: Promise<unknown> = Promise.resolve();
  private constructor(dir: string, state: QueueFile) {
    this.dir = dir;
    this.state = state;
  }

  static async open(dir: string): Promise<OperationQueue> {
    await mkdir(join(dir, FILES_DIR), { recursive: true });
    const path = join(dir, QUEUE_FILE);
    const state = await readJsonFile(path, queueFileSchema, async (raw) => {
      // Never drop the owner's queued work silently: keep the unreadable file for support.
      await writeFileAtomic(`${path}.unreadable-${Date.now()}`, raw);
    });
    const queue = new OperationQueue(dir, state ?? emptyQueue());
    await queue.removeOrphanFiles();
    return queue;
  }

  get ops(): readonly QueuedOp[] {
    return this.state.ops;
  }
  get conflicts(): readonly Conflict[] {
    return this.state.conflicts;
  }
  get failures(): readonly Failure[] {
    return this.state.failures;
  }
  get uploads(): Readonly<Record<string, string>> {
    return this.state.uploads;
  }
  get lastSentAt(): string | null {
    return this.state.lastSentAt;
  }

  /**
   * Applies `change` to a copy of the state and makes it durable before it becomes current.
   * Answers what `change` returned.
   */
  update<T>(change: (draft: QueueFile) => T): Promise<T> {
    const run = async () => {
      const draft = structuredClone(this.state);
      const result = change(draft);
      const checked = queueFileSchema.parse(draft);
      await writeJsonFile(join(this.dir, QUEUE_FILE), checked);
      this.state = checked;
      return result;
    };
    const job = this.writing.then(run);
    this.writing = job.catch(() => undefined);
    return job;
  }

  /** Runs `job` when no other send is running (replay rounds and direct writes take turns). */
  exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = this.sending.then(job);
    this.sending = run.catch(() => undefined);
    return run;
  }

  append(op: QueuedOp): Promise<void> {
    return this.update((q) => {
      q.ops.push(op);
    });
  }

  /**
   * Takes the first op for sending and counts the attempt durably BEFORE it is sent, so after a
   * crash during the request the next start knows the server may already have applied it. An op
   * another owner made is neither taken nor counted: 'held', it waits for them (queue-owners.ts).
   */
  claimHead(owner: string | undefined): Promise<QueuedOp | 'held' | undefined> {
    const first = this.state.ops[0];
    if (first && !sendableBy(first, owner)) return Promise.resolve('held');
    return this.update((q) => {
      const head = q.ops[0];
      if (!head) return undefined;
      if (!sendableBy(head, owner)) return 'held';
      head.attempts += 1;
      return structuredClone(head);
    });
  }

  /** Keeps an upload's prepared bytes under queue-files/<opId>, durably, before the op is queued. */
  async storeFile(bytes: Uint8Array): Promise<string> {
    const name = randomUUID();
    await writeFileAtomic(join(this.dir, FILES_DIR, name), bytes);
    return name;
  }

  async readFile(op: UploadOp): Promise<Buffer | undefined> {
    return readFileIfExists(join(this.dir, FILES_DIR, op.storedFile));
  }

  async removeFile(name: string): Promise<void> {
    await removeFileDurably(join(this.dir, FILES_DIR, name));
  }

  /**
   * Forgets everything (another site was chosen). Keeps a copy of unsent work beside it: the
   * waiting changes, and those waiting for the owner's decision or refused, which were not
   * applied either.
   */
  async reset(): Promise<void> {
    const { ops, conflicts, failures } = this.state;
    if (ops.length || conflicts.length || failures.length) {
      await writeJsonFile(join(this.dir, `queue.discarded-${Date.now()}.json`), this.state);
    }
    await this.update((q) => Object.assign(q, emptyQueue()));
    await this.removeOrphanFiles();
  }

  /** Files no queued op refers to: left by a crash between storing a file and queueing its op. */
  private async removeOrphanFiles(): Promise<void> {
    const used = new Set<string>();
    for (const op of [
      ...this.state.ops,
      ...this.state.conflicts.map((c) => c.op),
      ...this.state.failures.map((f) => f.op),
    ]) {
      if (op.kind === 'upload') used.add(op.storedFile);
    }
    for (const name of await readdir(join(this.dir, FILES_DIR))) {
      if (!used.has(name)) await removeFileDurably(join(this.dir, FILES_DIR, name));
    }
  }
}
