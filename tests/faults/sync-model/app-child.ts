/**
 * The desktop app's sync engine (the real DesktopSync, as the Electron main process runs it) in a
 * process of its own, so the model test can SIGKILL it at any moment. Driven over the IPC channel
 * of child_process.fork: { id, call, args } in, { id, ok, value | error } out.
 * DESKTOP_KEY (hex) is the key of its encrypted session file.
 */
import { ApiError } from '#shared/api/api-error.ts';
import { createAesEncryptor } from '../../../admin-desktop/src/testing/aes-encryptor.ts';
import { DesktopSync } from '../../../admin-desktop/src/sync/desktop-sync.ts';

const encryptor = createAesEncryptor(Buffer.from(process.env.DESKTOP_KEY!, 'hex'));
let sync: DesktopSync | undefined;

type Call = { id: number; call: string; args: unknown[] };

const calls: Record<string, (...args: never[]) => Promise<unknown>> = {
  async open(dir: string) {
    await sync?.close();
    sync = await DesktopSync.open({ dir, encryptor, probeIntervalMs: 3_600_000 });
    return sync.siteUrl;
  },
  async close() {
    await sync?.close();
    sync = undefined;
  },
  connect: (url: string) => sync!.setConnection(url),
  signIn: (email: string, password: string) => sync!.signIn({ email, password }),
  sessionInfo: () => sync!.sessionInfo(),
  portfolio: () => sync!.portfolio(),
  createItem: (key: never, input: never) => sync!.createItem(key, input),
  updateItem: (key: never, input: never) => sync!.updateItem(key, input),
  deleteItem: (key: never, id: string, version?: number) => sync!.deleteItem(key, id, version),
  upload: (name: string, base64: string) => sync!.upload({ name, bytes: Buffer.from(base64, 'base64') }),
  /** The admin's content calls (projects, posts), as the desktop's renderer sends them. */
  content: (method: string, path: string, body?: unknown) => sync!.contentRequest(method, path, body),
  syncNow: () => sync!.syncNow(),
  status: async () => sync!.status(),
  idle: () => sync!.idle(),
  resolveConflict: (id: string, choice: 'mine' | 'server') => sync!.resolveConflict(id, choice),
};

process.on('message', async (message: Call) => {
  const { id, call, args } = message;
  try {
    const value = await calls[call]!(...(args as never[]));
    process.send!({ id, ok: true, value: value ?? null });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    process.send!({
      id,
      ok: false,
      error: { status, message: error instanceof Error ? error.message : String(error) },
    });
  }
});
process.send!({ ready: true });
