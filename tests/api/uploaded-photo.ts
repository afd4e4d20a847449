import sharp from 'sharp';
import { expect } from 'vitest';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { OwnerClient } from './owner-client.ts';

/** A photo-like JPEG (noise, so it does not compress to nothing) of the given size. */
function photoJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a8c99',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads a JPEG as the admin does (`photo.jpg`, multipart) and expects it stored. */
export async function uploadJpeg(client: OwnerClient, data: Buffer): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await client.call('/api/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadAnswer;
}

/** Uploads a photo-like JPEG of the given size. */
export async function uploadPhoto(client: OwnerClient, width: number, height: number): Promise<UploadAnswer> {
  return uploadJpeg(client, await photoJpeg(width, height));
}
