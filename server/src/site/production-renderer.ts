import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assembleDocument,
  type PageAssets,
  type PageRenderer,
  type PageRequest,
  type RenderResult,
  stylesFirst,
} from './page-renderer.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The files every page loads whatever its route: the entry (site/src/boot.ts) and the hydration
 * code it imports once the page has loaded, with their static imports.
 */
export function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const dynamic of chunk.dynamicImports ?? []) visit(dynamic);
  }
  return files;
}

/** The stylesheets and modules of the chunks of the matched route modules. */
export function routeAssets(
  manifest: Manifest,
  routeFiles: string[],
  /** Files every page loads anyway (entryFiles). */
  alreadyLoaded: Iterable<string> = [],
): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of routeFiles) visit(file);
  for (const file of alreadyLoaded) scripts.delete(file);
  return { styles: [...styles].map((f) => `/${f}`), scripts: [...scripts].map((f) => `/${f}`) };
}

/** Renders pages with the built server bundle (dist/ssr) into the built template (dist/client). */
export async function loadProductionRenderer(distDir: string): Promise<PageRenderer> {
  const template = stylesFirst(await readFile(join(distDir, 'client', 'index.html'), 'utf8'));
  const manifest = JSON.parse(
    await readFile(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryChunks = entryFiles(manifest);
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href)) as {
    render(request: PageRequest): Promise<RenderResult>;
  };
  return {
    async renderPage(request) {
      const result = await entry.render(request);
      if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
      return {
        status: result.status,
        body: assembleDocument(template, result, routeAssets(manifest, result.routeFiles, entryChunks)),
      };
    },
  };
}
