import sharp from 'sharp';
import { expect } from 'vitest';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { OwnerClient } from './owner-client.ts';

let made = 0;

/**
 * A photo-like JPEG of the given size: a sky-to-ground gradient with a building and a garden, drawn
 * from SVG. Each call shifts the shapes and hues, so no two calls make the same file (the server
 * stores identical files once). Drawn rather than noise: encoding a noise image of 12 MP took
 * seconds of CPU per test and tells the upload pipeline nothing more.
 */
function photoJpeg(width: number, height: number): Promise<Buffer> {
  made += 1;
  const shift = ((made * 37) % 100) / 100;
  const hue = (made * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,72%)"/><stop offset="0.6" stop-color="#e8d8c0"/><stop offset="1" stop-color="#5d6b4a"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<ellipse cx="${width * (0.2 + shift * 0.2)}" cy="${height * 0.7}" rx="${width * 0.2}" ry="${height * 0.15}" fill="hsl(${(hue + 120) % 360},35%,40%)"/>
<rect x="${width * (0.5 + shift * 0.1)}" y="${height * 0.35}" width="${width * 0.3}" height="${height * 0.4}" fill="#f5f0e6" stroke="#333" stroke-width="${Math.max(1, width / 400)}"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads a JPEG as the admin does (multipart, named `photo.jpg` unless said) and expects it stored. */
export async function uploadJpeg(
  client: OwnerClient,
  data: Buffer,
  fileName = 'photo.jpg',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), fileName);
  const res = await client.call('/api/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadAnswer;
}

/** Uploads a photo-like JPEG of the given size. */
export async function uploadPhoto(client: OwnerClient, width: number, height: number): Promise<UploadAnswer> {
  return uploadJpeg(client, await photoJpeg(width, height));
}
