import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { flushLog } from './lib/logger.ts';

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish,
 * run the closers (datastore flush), write out the buffered log, and exit within the deadline
 * whatever happens.
 */
export function handleShutdown(
  server: Server,
  logger: Logger,
  closers: (() => Promise<void>)[],
  deadlineMs = 8000,
) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Keep-alive clients that keep sending would hold server.close() open until the deadline: from
    // now on each response closes its connection, so clients drop off after their current request.
    // (Added only now: a second 'request' listener costs every request while the server runs.)
    server.prependListener('request', (_req, res) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      void flushLog(logger, 500).then(() => process.exit(1));
    }, deadlineMs);
    timer.unref();
    // Connections whose request was in flight at the signal were answered keep-alive: close each
    // one as soon as it is idle, instead of waiting for keepAliveTimeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(sweep);
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        logger.error({ err }, 'error while closing');
      }
    }
    logger.info('stopped');
    // The log's buffered lines (the last requests', these) go out before the process does.
    await flushLog(logger);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Why the server could not listen, in one line naming the setting to change. */
function listenFailure(err: Error, host: string, port: number): string {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `PORT ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, 0.0.0.0 for all of them, or 127.0.0.1`;
    case 'EACCES':
      return `PORT ${port} needs privileges this user does not have: set PORT to 1024 or above (put a proxy in front for 80 or 443)`;
    default:
      return `cannot listen on ${host} port ${port} (HOST, PORT): ${err.message}`;
  }
}

/**
 * Starts listening. A failed listen (port taken, no such address) is logged as one fatal line
 * naming the setting to change, then `onFailure` runs (it lets go of what start-up opened and
 * exits); a server error after start-up (a connection the system refused to hand over, say) is
 * logged and the server goes on.
 */
export function listenOrStop(
  server: Server,
  where: { host: string; port: number },
  logger: Logger,
  onListening: () => void,
  onFailure: () => void,
): void {
  let listening = false;
  server.on('error', (err) => {
    if (listening) {
      logger.error({ err }, 'the server could not take a connection');
      return;
    }
    logger.fatal(where, listenFailure(err, where.host, where.port));
    onFailure();
  });
  server.listen(where.port, where.host, () => {
    listening = true;
    onListening();
  });
}
