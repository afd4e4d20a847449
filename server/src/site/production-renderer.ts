import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkClosure, entryKeys, type ViteManifest } from './vite-manifest.ts';
import {
  assembleDocument,
  type PageAssets,
  type PageRenderer,
  type ServerEntry,
  stylesFirst,
} from './page-renderer.ts';

/** The stylesheets and modules of the matched route modules that the entry does not load already. */
function routeAssets(
  manifest: ViteManifest,
  routeFiles: string[],
  everyPage = chunkClosure(manifest, entryKeys(manifest)),
): PageAssets {
  const route = chunkClosure(manifest, routeFiles);
  const own = (files: Set<string>, loaded: Set<string>) =>
    [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
  return { styles: own(route.styles, everyPage.styles), scripts: own(route.scripts, everyPage.scripts) };
}

/** Renders pages with the built server bundle (dist/ssr) into the built template (dist/client). */
export async function loadProductionRenderer(distDir: string): Promise<PageRenderer> {
  const template = stylesFirst(await readFile(join(distDir, 'client', 'index.html'), 'utf8'));
  const manifest = JSON.parse(
    await readFile(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const everyPage = chunkClosure(manifest, entryKeys(manifest));
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href)) as ServerEntry;
  return {
    pagePolicy: async (pathname) => entry.pagePolicy(pathname),
    async renderPage(request) {
      const result = await entry.render(request);
      if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
      return {
        status: result.status,
        error: result.error,
        body: assembleDocument(template, result, routeAssets(manifest, result.routeFiles, everyPage)),
      };
    },
  };
}
