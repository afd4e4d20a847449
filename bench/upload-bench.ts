import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

interface UploadFigures {
  megapixels: number;
  inputBytes: number;
  runs: number[];
  medianMs: number;
  peakRssMb: number;
  baselineRssMb: number;
}

/** A camera-like JPEG (6000 x 4000 is 24 MP): a gradient with fine noise so it does not compress to nothing. */
export async function makeCameraJpeg(width = 6000, height = 4000): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6a9bd8"/><stop offset="1" stop-color="#d9c7a3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(sky)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * The same photo with a JPEG comment naming the run: the server stores an upload under the hash
 * of its bytes and answers a repeat without re-encoding, so each run must send new bytes.
 */
export function withRunComment(jpeg: Buffer, run: number): Buffer {
  const text = Buffer.from(`bench run ${run}`, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
export async function currentRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface ConcurrentFigures {
  count: number;
  megapixels: number;
  inputBytes: number;
  statuses: Record<string, number>;
  wallMs: number;
  /** Highest RSS sampled every 20 ms during the run, and the kernel's high-water mark (VmHWM). */
  sampledPeakRssMb: number;
  peakRssMb: number;
  baselineRssMb: number;
}

async function post(
  baseUrl: string,
  auth: { cookie: string; csrfToken: string },
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { Cookie: auth.cookie, 'X-CSRF-Token': auth.csrfToken },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * `count` different 12 MP photos (4000 x 3000) sent at once, on a server that has done nothing else
 * (so VmHWM is this run's peak): every answer's status and the server's peak memory.
 */
export async function concurrentUploadBench(
  baseUrl: string,
  serverPid: number,
  auth: { cookie: string; csrfToken: string },
  count = 20,
): Promise<ConcurrentFigures> {
  const jpeg = await makeCameraJpeg(4000, 3000);
  const baselineRssMb = await currentRssMb(serverPid);
  let sampled = baselineRssMb;
  const sampler = setInterval(() => {
    currentRssMb(serverPid).then(
      (mb) => {
        sampled = Math.max(sampled, mb);
      },
      () => undefined,
    );
  }, 20);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post(baseUrl, auth, withRunComment(jpeg, 1000 + i), `c-${i}.jpg`),
    ),
  );
  const wallMs = Math.round(performance.now() - started);
  clearInterval(sampler);
  const tally: Record<string, number> = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  process.stdout.write(`  ${count} concurrent 12 MP uploads: ${JSON.stringify(tally)} in ${wallMs} ms\n`);
  return {
    count,
    megapixels: 12,
    inputBytes: jpeg.length,
    statuses: tally,
    wallMs,
    sampledPeakRssMb: Math.round(sampled),
    peakRssMb: Math.round(await peakRssMb(serverPid)),
    baselineRssMb: Math.round(baselineRssMb),
  };
}

/** Time for the server to answer POST /api/upload of a 24 MP JPEG (decode, orient, strip, 9 variants). */
export async function uploadBench(
  baseUrl: string,
  serverPid: number,
  auth: { cookie: string; csrfToken: string },
  runs = 5,
): Promise<UploadFigures> {
  const jpeg = await makeCameraJpeg();
  const baselineRssMb = await currentRssMb(serverPid);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const form = new FormData();
    const bytes = withRunComment(jpeg, i);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `shoot-${i}.jpg`);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/upload`, {
      method: 'POST',
      headers: { Cookie: auth.cookie, 'X-CSRF-Token': auth.csrfToken },
      body: form,
    });
    const elapsed = performance.now() - started;
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    times.push(elapsed);
    process.stdout.write(`  upload 24 MP run ${i + 1}: ${Math.round(elapsed)} ms\n`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    megapixels: 24,
    inputBytes: jpeg.length,
    runs: times.map(Math.round),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    peakRssMb: Math.round(await peakRssMb(serverPid)),
    baselineRssMb: Math.round(baselineRssMb),
  };
}
