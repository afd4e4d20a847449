import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { assertNode24 } from './runtime-check.ts';
import { handleShutdown } from './server-lifecycle.ts';
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

const logger = createLogger(config.LOG_LEVEL);
const distDir = config.DIST_DIR
  ? resolve(config.DIST_DIR)
  : fileURLToPath(new URL('../../dist', import.meta.url));
const services = await openServices(config, logger).catch((err: unknown) => {
  // e.g. another server already holds DATA_DIR, or it is not writable: say so without a stack trace.
  logger.fatal({ dataDir: config.dataDir }, err instanceof Error ? err.message : String(err));
  process.exit(1);
});
const renderer = await loadProductionRenderer(distDir).catch((err: unknown) => {
  logger.fatal({ err }, 'the site is not built: run `npm run build` (npm start does it for you)');
  process.exit(1);
});
const app = createApp({ config, logger, renderer, distDir, ...services });
const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, dataDir: config.dataDir }, `listening on http://localhost:${port}`);
});
server.keepAliveTimeout = 65_000;
handleShutdown(server, logger, [() => services.close()]);
