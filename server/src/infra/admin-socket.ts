import { chmod, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { ADMIN_SOCKET } from './data-dir-lock.ts';

const MAX_LINE = 16 * 1024;

/** What the socket answers: one JSON line. */
interface AdminSocketAnswer {
  ok: boolean;
  message: string;
}

/** Runs one parsed command line (the owner commands of the auth module; infra knows none of them). */
type AdminCommandRunner = (input: unknown) => Promise<AdminSocketAnswer>;

/**
 * While the server holds DATA_DIR, `npm run owner` cannot open owners.db itself (nedb: one writer
 * per file), so the server takes those commands on DATA_DIR/admin.sock: a Unix socket only the
 * server's user may open (0600), one JSON line in, one JSON line out, nothing else accepted.
 */
export async function startAdminSocket(
  dataDir: string,
  run: AdminCommandRunner,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const path = join(dataDir, ADMIN_SOCKET);
  const server = createServer((socket) => serve(socket, run, logger));
  // We hold the data directory lock, so a socket file left here is from a dead server.
  await rm(path, { force: true });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Created 0600 from the start (umask), not just chmod'ed after a window where others could connect.
  const umask = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(umask);
  }
  try {
    await listening;
    await chmod(path, 0o600);
  } catch (err) {
    logger.error(
      { err },
      `admin socket ${path} unavailable: \`npm run owner\` works only while the server is stopped`,
    );
    return { async close() {} };
  }
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // On a read-only DATA_DIR the file stays; the next server (holding the lock) removes it.
      await rm(path, { force: true }).catch(() => undefined);
      await closed;
    },
  };
}

function serve(socket: Socket, run: AdminCommandRunner, logger: Logger): void {
  let buffer = '';
  let answered = false;
  const answer = (result: AdminSocketAnswer) => {
    answered = true;
    socket.end(`${JSON.stringify(result)}\n`);
  };
  socket.setEncoding('utf8');
  socket.setTimeout(15_000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    if (answered) return;
    buffer += chunk;
    const newline = buffer.indexOf('\n');
    if (newline < 0) {
      if (buffer.length > MAX_LINE) answer({ ok: false, message: 'Command too long' });
      return;
    }
    answered = true;
    let input: unknown;
    try {
      input = JSON.parse(buffer.slice(0, newline));
    } catch {
      answer({ ok: false, message: 'Malformed command' });
      return;
    }
    run(input).then(
      (result) => {
        const command = (input as { command?: unknown }).command;
        logger.info({ command: typeof command === 'string' ? command : '?', ok: result.ok }, 'owner command');
        answer(result);
      },
      (err: unknown) => {
        logger.error({ err }, 'owner command failed');
        answer({ ok: false, message: 'The server could not run the command; see its log' });
      },
    );
  });
}
