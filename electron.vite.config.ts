import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/** Desktop admin: main, preload and renderer bundles under admin-desktop/, built to out/desktop. */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/desktop/main',
      lib: { entry: resolve('admin-desktop/src/main/index.ts') },
    },
  },
  preload: {
    build: {
      outDir: 'out/desktop/preload',
      lib: { entry: resolve('admin-desktop/src/preload/index.ts') },
    },
  },
  renderer: {
    root: resolve('admin-desktop/src/renderer'),
    plugins: [react()],
    build: {
      outDir: resolve('out/desktop/renderer'),
      rollupOptions: { input: resolve('admin-desktop/src/renderer/index.html') },
    },
  },
});
