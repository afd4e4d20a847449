import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPaths } from '../shared/content/public-routes.ts';
import { ORIGIN_PLACEHOLDER } from '../server/src/site/origin-placeholder.ts';
import { agencyDay } from '../server/src/lib/agency-day.ts';
import { RENDERED_ON_FILE } from '../server/src/site/agency-day.ts';
import { loadProductionRenderer } from '../server/src/site/production-renderer.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Renders every public page whose route is declared `prerender` (site/src/app/routes.tsx) to
 * dist/prerendered/<path>/index.html. The public origin is not known
 * at build time, so a placeholder stands in and the server swaps in PUBLIC_URL when serving.
 */
export async function prerender(): Promise<number> {
  const renderer = await loadProductionRenderer(dist);
  // A page that is now rendered per request (e.g. /contact) must not linger from an older build.
  await rm(join(dist, 'prerendered'), { recursive: true, force: true });
  const now = new Date();
  let count = 0;
  for (const path of publicPaths()) {
    if ((await renderer.pagePolicy(path)).kind !== 'prerender') continue;
    const page = await renderer.renderPage({ url: path, origin: ORIGIN_PLACEHOLDER, now });
    if (page.status !== 200) throw new Error(`prerender ${path}: status ${page.status}`);
    const file = join(dist, 'prerendered', path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.body);
    count++;
  }
  await writeFile(join(dist, 'prerendered', RENDERED_ON_FILE), `${agencyDay(now)}\n`);
  return count;
}
