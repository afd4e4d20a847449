import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createServerLogger, flushLog } from './lib/logger.ts';
import { missingNodeFlags } from './node-flags.ts';
import { assertNode24 } from './runtime-check.ts';
import { dataDirFailure } from './infra/data-dir-failure.ts';
import { HTTP_SERVER_OPTIONS } from './http/server-options.ts';
import { handleShutdown, listenOrStop } from './server-lifecycle.ts';
import { openServices } from './services.ts';
import { loadProductionRenderer } from './site/production-renderer.ts';

assertNode24();
// Everything the server creates in DATA_DIR (stores, compacted copies, uploads, keys) is private to its user.
process.umask(0o077);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// The request log is written off the main thread through a bounded buffer (docs/operations.md, Logs).
const logger = createServerLogger(config.LOG_LEVEL);
/** Exits once the log's last lines are out (they wait in a buffer), at most 2 s later. */
const fail = async (): Promise<never> => {
  await flushLog(logger);
  process.exit(1);
};
const distDir = config.DIST_DIR
  ? resolve(config.DIST_DIR)
  : fileURLToPath(new URL('../../dist', import.meta.url));
const services = await openServices(config, logger).catch((err: unknown) => {
  // e.g. another server already holds DATA_DIR, or it is not writable: say so without a stack trace.
  logger.fatal({ dataDir: config.dataDir }, dataDirFailure(err, config.dataDir));
  return fail();
});
const renderer = await loadProductionRenderer(distDir).catch((err: unknown) => {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') logger.fatal({ err }, 'the built site does not load');
  else if (!config.DIST_DIR)
    logger.fatal('the site is not built: run `npm run build` (npm start does it for you)');
  else
    logger.fatal(
      `DIST_DIR ${distDir} holds no built site (no client/index.html): set DIST_DIR to the dist/ folder \`npm run build\` makes, or leave it unset`,
    );
  return fail();
});
const app = createApp({ config, logger, renderer, distDir, ...services });
const server = createServer(HTTP_SERVER_OPTIONS, app);
listenOrStop(
  server,
  { host: config.HOST, port: config.PORT },
  logger,
  () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    // The address visitors use: with PUBLIC_URL set, http://localhost:PORT would answer 421.
    logger.info({ host: config.HOST, port, dataDir: config.dataDir }, `listening on ${config.publicOrigin}`);
    const missing = missingNodeFlags(process.execArgv);
    if (missing.length)
      logger.warn(
        { missing },
        `started without ${missing.join(' ')}: after the site has been idle, it answers about a third fewer requests a second. Start it with npm start, npm run serve or node ${missing.join(' ')} server/src/main.ts`,
      );
  },
  // DATA_DIR's lock and the stores are let go, so the next start need not wait for them.
  () => void services.close().finally(fail),
);
handleShutdown(server, logger, [() => services.close()]);
