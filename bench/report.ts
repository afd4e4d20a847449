import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const doc = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const TITLES: Record<string, string> = {
  lighthouse: 'Lighthouse, every public route',
  'lighthouse-fresh': 'Lighthouse in a fresh browser per run, beside the warm one',
  throughput: 'Server throughput',
  upload: 'Upload processing',
  engines: 'Storage engines: PostgreSQL against nedb',
  listings: 'Listings: a 40-photo property website and its delivery ZIPs',
  beacons: 'Analytics beacons beside page load',
};

/**
 * Rewrites docs/benchmarks.md, replacing only the sections measured in this run (a partial run keeps
 * the other sections' latest figures). Each section records its own date, machine and command.
 */
export async function writeBenchmarksDoc(
  sections: Record<string, string>,
  meta: { date: string; machine: string; command: string },
): Promise<void> {
  let text = '';
  try {
    text = await readFile(doc, 'utf8');
  } catch {}
  for (const [key, body] of Object.entries(sections)) {
    const start = `<!-- bench:${key} -->`;
    const end = `<!-- /bench:${key} -->`;
    const block = `${start}\n## ${TITLES[key]}\n\nMeasured ${meta.date} on ${meta.machine} with \`${meta.command}\`.\n\n${body}\n${end}`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    text =
      from >= 0 && to > from
        ? text.slice(0, from) + block + text.slice(to + end.length)
        : `${text.trimEnd()}\n\n${block}\n`;
  }
  if (!text.startsWith('# Benchmarks')) {
    text = `# Benchmarks\n\nFigures written by \`npm run bench\` (bench/run.ts). Run it again to refresh them; \`npm run bench -- lighthouse\`, \`lighthouse-fresh\` (optionally followed by page paths), \`throughput\`, \`upload\` or \`engines\` runs one part. Budgets (issue 15): Lighthouse Performance 100 on every public route, LCP <= 2.0 s, CLS <= 0.02, TBT <= 100 ms, JS <= 100 KB on any public page.\n${text}`;
  }
  await writeFile(doc, text);
}
