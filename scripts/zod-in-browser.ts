import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const BROWSER_ZOD = normalizePath(
  fileURLToPath(new URL('../shared/schemas/zod-in-browser.ts', import.meta.url)),
);

/**
 * Resolves `zod` to shared/schemas/zod-in-browser.ts (zod without its eval probe) for every module
 * of a browser bundle but that file itself. By default only in client environments, so the site's
 * server build and the dev server's SSR keep zod as it is. `every` is for a bundle built as a
 * server one that runs in a browser: electron-vite builds the desktop preload in its ssr
 * environment, and the preload runs in the renderer's sandbox.
 */
export function zodInBrowser(environments: 'client' | 'every' = 'client'): Plugin {
  return {
    name: 'zod-in-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod') return null;
      if (environments === 'client' && this.environment.config.consumer !== 'client') return null;
      if (importer && normalizePath(importer.split('?')[0]!) === BROWSER_ZOD) return null;
      return BROWSER_ZOD;
    },
  };
}
