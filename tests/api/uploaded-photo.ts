import sharp from 'sharp';
import { expect } from 'vitest';
import type { UploadAnswer } from '#shared/schemas/upload.ts';
import type { OwnerClient } from './owner-client.ts';

/** Uploads a photo-like JPEG (noise, so it does not compress to nothing) of the given size, as the admin does. */
export async function uploadPhoto(client: OwnerClient, width: number, height: number): Promise<UploadAnswer> {
  const data = await sharp({
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
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await client.call('/api/upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadAnswer;
}
