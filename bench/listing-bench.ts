import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../tests/support/server-process.ts';
import { lighthouseBench, lighthouseMisses } from './lighthouse-bench.ts';
import { createBenchOwner, signIn } from './owner-session.ts';
import { currentRssMb, makeCameraJpeg, peakRssMb, withRunComment } from './upload-bench.ts';

const PHOTOS = 40;
/** As `npm start` runs the server (docs/uploads.md); every other setting is the default. */
const ENV = { MALLOC_ARENA_MAX: '2', RATE_LIMIT: 'false' };
const TARGET_MB = 64;

/**
 * The ZIPs measured, each on a fresh server process: cold (the process's first download) and warm
 * (after one photo download of that size); the MLS size also as for uploads stored before they kept
 * their MLS file: saving the listing has them made in the background (one at a time, in the upload
 * queue), measured on its own process (`remakeFigures`), before the ZIP's process starts.
 */
const CASES = [
  { size: 'mls', older: false, label: 'MLS (1920 px), MLS files stored at upload' },
  {
    size: 'mls',
    older: true,
    label: 'MLS (1920 px), older uploads: MLS files made after the listing was saved',
  },
  { size: 'full', older: false, label: 'full size (2560 px)' },
] as const;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Removes every stored MLS file, as uploads stored before they were made have none. */
async function forgetMlsFiles(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'uploads');
  for (const name of await readdir(dir)) {
    if (/-mls-\d+\.jpg$/.test(name)) await rm(join(dir, name));
  }
}

interface ZipFigures {
  size: string;
  megabytes: number;
  ms: number;
  rssBeforeMb: number;
  sampledPeakMb: number;
  hwmRiseMb: number;
}

/** Downloads a ZIP to nowhere while sampling the server's memory every 20 ms. */
async function zipFigures(url: string, pid: number, size: string): Promise<ZipFigures> {
  const rssBeforeMb = await currentRssMb(pid);
  const hwmBefore = await peakRssMb(pid);
  let sampled = rssBeforeMb;
  const timer = setInterval(() => {
    currentRssMb(pid).then(
      (mb) => {
        sampled = Math.max(sampled, mb);
      },
      () => {},
    );
  }, 20);
  const started = Date.now();
  const res = await fetch(url);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  const ms = Date.now() - started;
  clearInterval(timer);
  const hwmAfter = await peakRssMb(pid);
  return {
    size,
    megabytes: bytes / 1e6,
    ms,
    rssBeforeMb,
    sampledPeakMb: sampled,
    // The kernel's high-water mark cannot miss a peak between samples; its rise is the ZIP's cost.
    hwmRiseMb: Math.max(0, hwmAfter - Math.max(hwmBefore, rssBeforeMb)),
  };
}

interface RemakeFigures {
  seconds: number;
  rssBeforeMb: number;
  hwmRiseMb: number;
}

const mlsFileCount = async (dataDir: string) =>
  (await readdir(join(dataDir, 'uploads'))).filter((name) => /-mls-\d+\.jpg$/.test(name)).length;

/**
 * Saves the listing again, as any edit does, on a process whose uploads lack their MLS files, and
 * waits until the background has made all of them: the time and the memory (VmHWM) that costs.
 */
async function remakeFigures(url: string, pid: number, listingId: string, dataDir: string) {
  const auth = await signIn(url);
  const headers = { Cookie: auth.cookie, 'X-CSRF-Token': auth.csrfToken, 'Content-Type': 'application/json' };
  const entry = `${url}/api/admin/content/listings/${listingId}`;
  const current = (await (await fetch(entry, { headers })).json()) as Record<string, unknown>;
  const rssBeforeMb = await currentRssMb(pid);
  const hwmBefore = await peakRssMb(pid);
  const started = Date.now();
  const saved = await fetch(entry, { method: 'PUT', headers, body: JSON.stringify(current) });
  if (saved.status !== 200) throw new Error(`listing save: ${saved.status} ${await saved.text()}`);
  while ((await mlsFileCount(dataDir)) < PHOTOS) {
    if (Date.now() - started > 600_000) throw new Error('the MLS files were not made within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  const hwmRiseMb = Math.max(0, (await peakRssMb(pid)) - Math.max(hwmBefore, rssBeforeMb));
  return { seconds, rssBeforeMb, hwmRiseMb } satisfies RemakeFigures;
}

/**
 * A listing of 40 photos (12 MP camera JPEGs, each stored with its 2560 px variant): the memory a
 * streamed ZIP of each size costs the server (a fresh server process on the same data, so its
 * high-water mark starts at its idle figure), and the branded page's Lighthouse figures and eager
 * images. docs/listings.md.
 */
export async function listingBench(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-listing-'));
  createBenchOwner(dataDir);
  let server = await startServerProcess({ dataDir, env: ENV });
  try {
    const auth = await signIn(server.url);
    const headers = { Cookie: auth.cookie, 'X-CSRF-Token': auth.csrfToken };
    const camera = await makeCameraJpeg(4000, 3000);
    const photos: string[] = [];
    for (let i = 0; i < PHOTOS; i += 1) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(withRunComment(camera, i))], { type: 'image/jpeg' }),
        `p${i}.jpg`,
      );
      const res = await fetch(`${server.url}/api/upload`, { method: 'POST', headers, body: form });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status}`);
      photos.push(((await res.json()) as { url: string }).url);
      process.stdout.write(`  listing bench: uploaded ${i + 1}/${PHOTOS}\r`);
    }
    const created = await fetch(`${server.url}/api/admin/content/listings`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        address: '40 Gallery Lane',
        city: 'Toronto',
        listingStatus: 'for-sale',
        price: 1_850_000,
        bedrooms: 5,
        bathrooms: 4,
        description: 'A bench listing with forty photos.',
        photos: photos.map((src, i) => ({ src, alt: `Photo ${i + 1} of 40 Gallery Lane` })),
        agent: {
          name: 'Bench Agent',
          phone: '416 555 0100',
          email: 'agent@bench.test',
          brokerage: 'Bench Realty',
        },
        status: 'published',
      }),
    });
    if (created.status !== 201) throw new Error(`listing: ${created.status} ${await created.text()}`);
    const { deliveryUrl, slug, id } = (await created.json()) as {
      deliveryUrl: string;
      slug: string;
      id: string;
    };
    const delivery = new URL(deliveryUrl).pathname;

    // Each ZIP on a fresh server process, so its high-water mark starts at the idle figure: once as
    // the process's first download (cold: for made MLS files, libvips starting its threads and
    // pools), once after one photo download of that size (warm, as on a server that has been running).
    const loadAtZips = load();
    const zips: ZipFigures[] = [];
    let remade: RemakeFigures | undefined;
    for (const { size, older, label } of CASES) {
      for (const warm of [false, true]) {
        await server.stop();
        if (older) {
          await forgetMlsFiles(dataDir);
          server = await startServerProcess({ dataDir, env: ENV });
          remade = await remakeFigures(server.url, server.child.pid!, id, dataDir);
          await server.stop();
        }
        server = await startServerProcess({ dataDir, env: ENV });
        await (await fetch(`${server.url}${delivery}`)).text();
        if (warm) await (await fetch(`${server.url}${delivery}/${size}/1`)).arrayBuffer();
        const name = `${label}, ${warm ? 'warm (after one photo download)' : 'cold (first download of the process)'}`;
        zips.push(await zipFigures(`${server.url}${delivery}/${size}.zip`, server.child.pid!, name));
      }
    }

    const page = `/listings/${slug}`;
    const html = await (await fetch(`${server.url}${page}`)).text();
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    const eager = images.filter((img) => !/loading="lazy"/.test(img)).length;
    const { rows } = await lighthouseBench(server.url, [page]);
    const misses = lighthouseMisses(rows);
    const row = rows[0]!;
    const zipTable = [
      `| ZIP | size (MB) | time (ms) | server RSS before (MB) | sampled peak RSS (MB) | rise of peak RSS, VmHWM (MB) | under ${TARGET_MB} MB |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...zips.map(
        (z) =>
          `| ${z.size} | ${z.megabytes.toFixed(1)} | ${z.ms} | ${z.rssBeforeMb.toFixed(0)} | ${z.sampledPeakMb.toFixed(0)} | ${z.hwmRiseMb.toFixed(1)} | ${z.hwmRiseMb < TARGET_MB ? 'yes' : '**no**'} |`,
      ),
    ].join('\n');
    return (
      `A listing of ${PHOTOS} photos (12 MP JPEGs 4000x3000 uploaded, so each keeps its 2560 px variant and its MLS file), each ZIP downloaded from a fresh server process (default settings, \`MALLOC_ARENA_MAX=2\` as \`npm start\`; \`RATE_LIMIT=false\` for the uploads). Load average when the ZIPs were measured (1, 5, 15 min): ${loadAtZips}; the machine may be shared with other work, which lengthens the times more than the memory.\n\n${zipTable}\n\nTarget: each ZIP raises the server's peak memory (VmHWM) by less than ${TARGET_MB} MB.\n\n` +
      (remade
        ? `Older uploads (their MLS files removed): saving the listing had the ${PHOTOS} MLS files made in the background in ${remade.seconds.toFixed(1)} s (its own process: RSS ${remade.rssBeforeMb.toFixed(0)} MB before, peak rise ${remade.hwmRiseMb.toFixed(1)} MB); the ZIP rows above for them ran on a fresh process after that.\n\n`
        : '') +
      `The branded page \`${page}\` with its ${PHOTOS} photos: Lighthouse performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}, LCP ${Math.round(row.lcpMs ?? 0)} ms, TBT ${Math.round(row.tbtMs ?? 0)} ms, CLS ${(row.cls ?? 0).toFixed(3)}, JS ${(row.bytes.script / 1024).toFixed(1)} KB; ${eager} of ${images.length} images without \`loading="lazy"\`. Budget misses: ${misses.length ? misses.join('; ') : 'none'}.`
    );
  } finally {
    await server.stop();
    await server.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
}
