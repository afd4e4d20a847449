import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  assembleDocument,
  type PageRenderer,
  type ServerEntry,
} from '../../server/src/site/page-renderer.ts';
import { loadProductionRenderer } from '../../server/src/site/production-renderer.ts';

/**
 * Which site a test server renders:
 * - `source`: the real pages rendered from site/src (no build; what the page says is under test,
 *   not its assets). Only inside vitest, which compiles the TSX. Loaded on the first page request,
 *   so a test that never asks for a page pays nothing.
 * - `stub`: one fixed page for every address (tests/support/stub-site, shaped like dist/); for
 *   tests where no page is under test, and for server processes started without a build.
 * - `built`: the production build in dist/ (run `npm run build` first): assets, prerendered pages,
 *   the server bundle. Tests using it belong to the slow vitest project (see vitest.config.ts).
 */
export type SiteKind = 'source' | 'stub' | 'built';

const BUILT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
export const STUB_DIST_DIR = fileURLToPath(new URL('./stub-site', import.meta.url));

/** Renders site/src/entry-server.tsx into site/index.html, as Vite's build would minus the assets. */
function sourceRenderer(): PageRenderer {
  let loaded: Promise<{ entry: ServerEntry; template: string }> | undefined;
  const load = async () => {
    // A specifier in a variable: the site is type-checked by tsconfig.web.json, not with the tests.
    const entryPath = '../../site/src/entry-server.tsx';
    const entry = (await import(entryPath)) as ServerEntry;
    const source = await readFile(fileURLToPath(new URL('../../site/index.html', import.meta.url)), 'utf8');
    // Minus the assets: the template's font preloads name source files only the build turns into
    // hashed addresses (/assets/...woff2), so a page rendered from source leaves them out.
    const template = source.replace(/<link\s[^>]*href="[^"]*\.woff2"[^>]*>\s*/g, '');
    return { entry, template };
  };
  return {
    async pagePolicy(pathname) {
      loaded ??= load();
      return (await loaded).entry.pagePolicy(pathname);
    },
    async renderPage(request) {
      loaded ??= load();
      const { entry, template } = await loaded;
      const result = await entry.render(request);
      if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
      return { status: result.status, error: result.error, body: assembleDocument(template, result) };
    },
  };
}

/** The renderer and dist/ folder a test app serves for the given kind of site. */
export async function siteFor(kind: SiteKind): Promise<{ renderer: PageRenderer; distDir?: string }> {
  if (kind === 'source') return { renderer: sourceRenderer() };
  const distDir = kind === 'built' ? BUILT_DIST_DIR : STUB_DIST_DIR;
  return { renderer: await loadProductionRenderer(distDir), distDir };
}
