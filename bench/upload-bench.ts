import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export interface UploadFigures {
  megapixels: number;
  inputBytes: number;
  runs: number[];
  medianMs: number;
  peakRssMb: number;
  baselineRssMb: number;
}

/** A 6000 x 4000 (24 MP) camera-like JPEG: a gradient with fine noise so it does not compress to nothing. */
export async function makeCameraJpeg(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
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
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
async function currentRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Time for the server to answer POST /api/upload of a 24 MP JPEG (decode, orient, strip, 9 variants). */
export async function uploadBench(
  baseUrl: string,
  serverPid: number,
  auth: { cookie: string; csrfToken: string },
  runs = 3,
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
