/**
 * `npm run dev`: the same Express app with Vite in middleware mode, so pages render from source
 * with hot module reload. Not for production (no prerendered pages, no compression of assets).
 */
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createServer } from 'vite';
import { createApp } from './app.ts';
import { HTTP_SERVER_OPTIONS } from './http/server-options.ts';
import { ConfigError, loadConfig } from './config.ts';
import { dataDirFailure } from './infra/data-dir-failure.ts';
import { createLogger } from './lib/logger.ts';
import { assertNode24 } from './runtime-check.ts';
import { listenOrStop } from './server-lifecycle.ts';
import { openServices } from './services.ts';
import { createDevRenderer } from './site/dev-renderer.ts';

assertNode24();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'false', ...process.env });
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const logger = createLogger(config.LOG_LEVEL);
const siteRoot = fileURLToPath(new URL('../../site', import.meta.url));
const vite = await createServer({
  configFile: fileURLToPath(new URL('../../site/vite.config.ts', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});
// As `npm start` says it (server/src/main.ts): one line naming the setting, no stack trace.
const services = await openServices(config).catch(async (err: unknown): Promise<never> => {
  logger.fatal({ dataDir: config.dataDir }, dataDirFailure(err, config.dataDir));
  await vite.close().catch(() => undefined);
  process.exit(1);
});
const app = createApp({ config, logger, renderer: createDevRenderer(vite, siteRoot), ...services });
const outer = express();
// Vite first (modules, HMR, public files), then the app (API and server-rendered pages).
outer.use(vite.middlewares);
outer.use(app);
// Made as `npm start` makes it (http/server-options.ts), so requests without a body behave the same.
const server = createHttpServer(HTTP_SERVER_OPTIONS, outer);
listenOrStop(
  server,
  { host: config.HOST, port: config.PORT },
  logger,
  () => logger.info(`dev server on http://localhost:${config.PORT}`),
  () => void Promise.allSettled([vite.close(), services.close()]).finally(() => process.exit(1)),
);
// Release the DATA_DIR lock and close Vite's watchers, so `npm run dev` stops on Ctrl-C or SIGTERM.
const stop = async () => {
  server.closeAllConnections();
  server.close();
  await vite.close();
  await services.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
