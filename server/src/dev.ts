/**
 * `npm run dev`: the same Express app with Vite in middleware mode, so pages render from source
 * with hot module reload. Not for production (no prerendered pages, no compression of assets).
 */
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createServer } from 'vite';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { assertNode24 } from './runtime-check.ts';
import { openServices } from './services.ts';
import { createDevRenderer } from './site/dev-renderer.ts';

assertNode24();
const config = loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'false', ...process.env });
const logger = createLogger(config.LOG_LEVEL);
const siteRoot = fileURLToPath(new URL('../../site', import.meta.url));
const vite = await createServer({
  configFile: fileURLToPath(new URL('../../site/vite.config.ts', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});
const services = await openServices(config);
const app = createApp({ config, logger, renderer: createDevRenderer(vite, siteRoot), ...services });
const outer = express();
// Vite first (modules, HMR, public files), then the app (API and server-rendered pages).
outer.use(vite.middlewares);
outer.use(app);
const server = outer.listen(config.PORT, config.HOST, () => {
  logger.info(`dev server on http://localhost:${config.PORT}`);
});
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
