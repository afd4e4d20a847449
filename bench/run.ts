/**
 * `npm run bench`: Lighthouse over every public route, Lighthouse on a few pages in a warm browser
 * and in a fresh browser per run (`lighthouse-fresh`, optionally followed by page paths), server throughput against a bare node:http
 * floor, upload processing of a 24 MP photo, PostgreSQL against nedb (`engines`), analytics beacons
 * beside page load (`beacons`) and a 40-photo listing (`listings`). Prints the tables and rewrites docs/benchmarks.md.
 * Not part of `npm test`: these are measurements, not pass/fail checks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/ensure-chromium.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import {
  lighthouseBench,
  lighthouseFloorText,
  lighthouseMisses,
  lighthouseTable,
} from './lighthouse-bench.ts';
import { lighthouseFreshBench, lighthouseFreshTable } from './lighthouse-fresh-bench.ts';
import { createBenchOwner, signIn } from './owner-session.ts';
import { writeBenchmarksDoc } from './report.ts';
import { THROUGHPUT_TARGET, throughputBench, throughputMisses, throughputTable } from './throughput-bench.ts';
import { concurrentUploadBench, uploadBench } from './upload-bench.ts';
import { enginesBench } from './engines-bench.ts';
import { listingBench } from './listing-bench.ts';
import { beaconBench } from './beacon-bench.ts';
import { BROWSER_ENCODING } from './wrk.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
/** Page paths given after the parts (`lighthouse-fresh /about /blog`) narrow the fresh-browser part. */
const freshPaths = args.filter((a) => a.startsWith('/'));
const only = args.filter((a) => !a.startsWith('/'));
const wants = (part: string) => only.length === 0 || only.includes(part);

ensureChromium();
if (!existsSync(`${root}/dist/ssr/entry-server.js`) || !only.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

const { mkdtemp, rm } = await import('node:fs/promises');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-'));
createBenchOwner(dataDir);
const server = await startServerProcess({ dataDir, env: { RATE_LIMIT: 'false', LOG_LEVEL: 'warn' } });
const sections: Record<string, string> = {};
try {
  if (wants('lighthouse')) {
    console.log('Lighthouse (mobile, simulated throttling):');
    const { rows, floor } = await lighthouseBench(server.url);
    const misses = lighthouseMisses(rows);
    sections.lighthouse = `Mobile form factor, Lighthouse's default simulated throttling (slow 4G, 4x CPU), Debian Chromium; each page requested once first, then measured 3 times, the run with the median performance score shown. Bytes are as transferred (Brotli). The server runs its defaults except \`RATE_LIMIT=false\` (hundreds of loads come from one address) and \`LOG_LEVEL=warn\` (no request log line); neither changes a byte a page sends.\n\n${lighthouseTable(rows)}\n\nBudget misses: ${misses.length ? `\n${misses.map((m) => `- ${m}`).join('\n')}` : 'none'}\n\n${lighthouseFloorText(floor)}`;
    console.log(sections.lighthouse);
  }
  if (wants('lighthouse-fresh')) {
    console.log('Lighthouse, warm browser against a fresh browser per run:');
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const rows = await lighthouseFreshBench(server.url, ...(freshPaths.length ? [freshPaths] : []));
    sections['lighthouse-fresh'] =
      `Performance only, mobile, Lighthouse's default simulated throttling. Per page 3 runs each way, alternated: in one Chromium kept open (as the budgeted table above measures) and in a Chromium started with a new profile for each run (as the \`lighthouse\` command line does by default); the median run's figures and every run's score (bench/lighthouse-fresh-bench.ts). The budgets apply to the warm figures. The server runs its defaults except \`RATE_LIMIT=false\` (hundreds of loads come from one address) and \`LOG_LEVEL=warn\` (no request log line); neither changes a byte a page sends. Load average at the start (1, 5, 15 min): ${load}.\n\n${lighthouseFreshTable(rows)}`;
    console.log(sections['lighthouse-fresh']);
  }
  if (wants('throughput')) {
    console.log('Throughput (wrk against a bare node:http server sending the same answer):');
    sections.throughput = await throughputSection();
    console.log(sections.throughput);
  }
  if (wants('upload')) {
    console.log('Upload processing:');
    // A server of its own, so its memory high-water mark is the uploads' alone.
    const uploadDir = await mkdtemp(join(tmpdir(), 'lumen-bench-upload-'));
    createBenchOwner(uploadDir);
    const uploads = await startServerProcess({
      dataDir: uploadDir,
      // As `npm start`, `npm run serve` and the container run it (docs/uploads.md).
      env: { RATE_LIMIT: 'false', LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2' },
    });
    try {
      const auth = await signIn(uploads.url);
      const burst = await concurrentUploadBench(uploads.url, uploads.child.pid!, auth);
      const figures = await uploadBench(uploads.url, uploads.child.pid!, auth);
      sections.upload =
        `| input | size | answers | wall time (ms) | server RSS before (MB) | sampled peak RSS (MB) | peak RSS, VmHWM (MB) |\n| --- | ---: | --- | ---: | ---: | ---: | ---: |\n` +
        `| ${burst.count} different ${burst.megapixels} MP JPEGs 4000x3000 sent at once | ${(burst.inputBytes / 1e6).toFixed(1)} MB each | ${Object.entries(
          burst.statuses,
        )
          .map(([status, n]) => `${n} x ${status}`)
          .join(
            ', ',
          )} | ${burst.wallMs} | ${burst.baselineRssMb} | ${burst.sampledPeakRssMb} | ${burst.peakRssMb} |\n\n` +
        `| input | size | runs (ms) | median (ms) | server peak RSS after both (MB) |\n| --- | ---: | --- | ---: | ---: |\n` +
        `| ${figures.megapixels} MP JPEG 6000x4000, one at a time | ${(figures.inputBytes / 1e6).toFixed(1)} MB | ${figures.runs.join(', ')} | ${figures.medianMs} | ${figures.peakRssMb} |\n\n` +
        'Targets: 20 concurrent 12 MP uploads at or under 400 MB peak RSS with none refused; one 24 MP JPEG at or under 1.0 s median (time to the answer: upload over loopback, decode, orient, strip, 9 variants and the 2560 px JPEG written durably).';
      console.log(sections.upload);
    } finally {
      await uploads.stop();
      await uploads.cleanup();
      await rm(uploadDir, { recursive: true, force: true });
    }
  }
  if (wants('listings')) {
    console.log('Listings (a 40-photo property website and its delivery ZIPs):');
    sections.listings = await listingBench();
    console.log(sections.listings);
  }
  if (wants('beacons')) {
    console.log('Analytics beacons (the page while beacons arrive):');
    const loadBefore = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    // Its own server with the default settings (the request log on) but the per-address limit off:
    // every beacon comes from one address here, from many visitors' in production.
    const beaconServer = await startServerProcess({ keepLogs: false, env: { RATE_LIMIT: 'false' } });
    try {
      sections.beacons = `The server runs its defaults (one request log line per answer, beacons included) except \`RATE_LIMIT=false\`: every beacon here comes from one address.\n\n${await beaconBench(beaconServer.url)}\n\nLoad average at the start of this part: ${loadBefore} (1, 5, 15 min; the machine is shared with other work, which lowers every figure).`;
    } finally {
      await beaconServer.stop();
      await beaconServer.cleanup();
    }
    console.log(sections.beacons);
  }
  if (wants('engines')) {
    console.log('Storage engines (PostgreSQL against nedb):');
    sections.engines = await enginesBench();
    console.log(sections.engines);
  }
} finally {
  await server.stop();
  await server.cleanup();
}

/**
 * Two servers of the same build: every setting at its default, as deployed (the request log at
 * `info`), and the request log off (LOG_LEVEL=warn), each with its own DATA_DIR. Their output is
 * read and discarded, as a log collector would take it.
 */
async function throughputSection(): Promise<string> {
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const loadBefore = load();
  const defaults = await startServerProcess({ keepLogs: false });
  const logOff = await startServerProcess({ keepLogs: false, env: { LOG_LEVEL: 'warn' } });
  try {
    const home = await (await fetch(`${defaults.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    if (!script) throw new Error('no script asset found in the home page');
    const rows = await throughputBench({ defaults: defaults.url, logOff: logOff.url }, [
      { name: 'prerendered page: GET /privacy', path: '/privacy' },
      { name: 'data-driven page: GET /portfolio/photography', path: '/portfolio/photography' },
      { name: 'blog index: GET /blog', path: '/blog' },
      { name: 'home (cached on projects, posts and pictures): GET /', path: '/' },
      { name: `static asset: GET ${script.replace(/-[\w-]+\.js$/, '-[hash].js')}`, path: script },
      { name: 'API: GET /api/portfolio/photographyPortfolio', path: '/api/portfolio/photographyPortfolio' },
    ]);
    const misses = throughputMisses(rows);
    return `${throughputTable(rows)}\n\nEvery request sends \`Accept-Encoding: ${BROWSER_ENCODING}\` (as Chromium does), so the answers are the Brotli copies made once. The bare server (bench/bare-server.ts, a Node process of its own, as each of ours is) answers every request with the exact status, headers and bytes our server sent for that address; a ratio is ours / bare. "Default settings" is the server as deployed, with no setting changed but what running it on 127.0.0.1 over plain http needs (\`HOST\`, \`PORT\`, \`DATA_DIR\`, \`PUBLIC_URL\`, \`ALLOWED_HOSTS\`, \`COOKIE_SECURE=false\`; none changes a byte of these answers): one request log line per answer (\`LOG_LEVEL=info\`), its stdout read by the bench as a log collector would; "log off" is the same build with \`LOG_LEVEL=warn\`. Target: at least ${THROUGHPUT_TARGET} for each with the default settings. Each round runs our two servers and the bare one in turn, the bare one in the middle, and divides each of ours by that round's bare figure; the median of the rounds' ratios is the figure and their range is in brackets (the machine's speed moves between rounds by more than the gap measured; a ratio of runs seconds apart holds across it where each side's best or median, taken at different moments, does not). Load average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${load()}.\n\nBelow target:${misses.length ? `\n${misses.map((m) => `- ${m}`).join('\n')}` : ' none'}`;
  } finally {
    for (const server of [defaults, logOff]) {
      await server.stop();
      await server.cleanup();
    }
  }
}

await writeBenchmarksDoc(sections, {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
});
