/**
 * Production build: the client bundle (with its manifest), the server-rendering bundle, then the
 * prerendered HTML of every fixed page, then Brotli copies of the text assets. Run by `npm run build` and therefore by `npm start`.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { validateContent } from '../shared/content/validate-content.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

const config = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url));
const outSsr = fileURLToPath(new URL('../dist/ssr', import.meta.url));

const started = Date.now();
// Content is data: a malformed entry stops the build before anything is written.
const entries = validateContent();
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
const compressed = await precompress(fileURLToPath(new URL('../dist/client', import.meta.url)));
console.log(
  `build: ${entries} content entries valid; client, server bundle, ${pages} prerendered pages, ${compressed} Brotli assets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
