import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { zodInBrowser } from './scripts/zod-in-browser.ts';

/**
 * Vite's dev server injects CSS as <style> elements and React refresh as an inline script; only in
 * development does the renderer's CSP meta tag allow them (the built app keeps 'self' only).
 */
const devCsp: Plugin = {
  name: 'desktop-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html
      .replace("style-src 'self';", "style-src 'self' 'unsafe-inline';")
      .replace("script-src 'self';", "script-src 'self' 'unsafe-inline';")
      .replace("img-src 'self'", "img-src 'self' app://lumen"),
};

/** Desktop admin: main, preload and renderer bundles under admin-desktop/, built to out/desktop. */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/desktop/main',
      lib: { entry: resolve('admin-desktop/src/main/index.ts') },
      // zod and the shared contract are bundled; sharp (native) stays a runtime dependency.
      externalizeDeps: { exclude: ['zod'] },
    },
  },
  preload: {
    plugins: [zodInBrowser('every')],
    build: {
      outDir: 'out/desktop/preload',
      // A sandboxed preload is run as a CommonJS script with a limited require(): one file, no
      // imports but 'electron', so zod and the contract are bundled into it.
      lib: { entry: resolve('admin-desktop/src/preload/index.ts'), formats: ['cjs'] },
      externalizeDeps: false,
      rolldownOptions: { output: { entryFileNames: '[name].cjs', codeSplitting: false } },
    },
  },
  renderer: {
    root: resolve('admin-desktop/src/renderer'),
    plugins: [react(), devCsp, zodInBrowser()],
    build: {
      outDir: resolve('out/desktop/renderer'),
      rolldownOptions: { input: resolve('admin-desktop/src/renderer/index.html') },
    },
  },
});
