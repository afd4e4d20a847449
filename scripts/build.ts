/**
 * Production build: the client bundle (with its manifest), the server-rendering bundle, then the
 * prerendered HTML of every fixed page. Run by `npm run build` and therefore by `npm start`.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.ts';

const config = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url));
const outSsr = fileURLToPath(new URL('../dist/ssr', import.meta.url));

const started = Date.now();
await build({ configFile: config, logLevel: 'warn' });
await build({
  configFile: config,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: outSsr,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const pages = await prerender();
console.log(
  `build: client, server bundle and ${pages} prerendered pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
