import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleDocument, type PageRenderer, type PageRequest, type RenderResult } from './page-renderer.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** modulepreload and stylesheet links for the chunks of the matched route modules. */
export function routeAssetLinks(manifest: Manifest, routeFiles: string[]): string {
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
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="/${href}">`),
    ...[...scripts].map((href) => `<link rel="modulepreload" href="/${href}">`),
  ].join('\n    ');
}

/** Renders pages with the built server bundle (dist/ssr) into the built template (dist/client). */
export async function loadProductionRenderer(distDir: string): Promise<PageRenderer> {
  const template = await readFile(join(distDir, 'client', 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href)) as {
    render(request: PageRequest): Promise<RenderResult>;
  };
  return {
    async renderPage(request) {
      const result = await entry.render(request);
      if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
      return {
        status: result.status,
        body: assembleDocument(template, result, routeAssetLinks(manifest, result.routeFiles)),
      };
    },
  };
}
