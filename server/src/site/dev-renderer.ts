import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { assembleDocument, type PageRenderer, type ServerEntry } from './page-renderer.ts';

/** Development: Vite transforms the template and loads the entry with hot module reload. */
export function createDevRenderer(vite: ViteDevServer, siteRoot: string): PageRenderer {
  const entry = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  return {
    pagePolicy: async (pathname) => (await entry()).pagePolicy(pathname),
    async renderPage(request) {
      const raw = await readFile(join(siteRoot, 'index.html'), 'utf8');
      const template = await vite.transformIndexHtml(request.url, raw);
      const result = await (await entry()).render(request);
      if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
      // Vite serves CSS through JS in development; link the global sheet so the first paint is styled.
      return {
        status: result.status,
        error: result.error,
        body: assembleDocument(template, result, { styles: ['/src/styles/index.css'] }),
      };
    },
  };
}
