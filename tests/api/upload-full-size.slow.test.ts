import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ownerForTest } from './owner-client.ts';
import { uploadJpeg } from './uploaded-photo.ts';

/**
 * A camera's finest JPEG, end to end. In the slow project: making and scaling 30 MB of noise
 * takes seconds of CPU, the largest share of `npm run test:fast` for one test (docs/testing.md).
 */
describe('POST /api/upload, a full-size photo', () => {
  it('when a full-size photo of over 25 MB is uploaded (a high-resolution camera at top quality), then it is stored', async () => {
    const owner = await ownerForTest();
    // Noise at quality 100 without chroma subsampling: as many bytes as a camera's finest JPEG.
    const [width, height] = [3600, 2700];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(25 * 1024 * 1024);
    // Stored at the largest size the site keeps (2560 px), its proportions kept.
    expect(await uploadJpeg(owner, photo, 'DSC01234.JPG')).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      width: 2560,
      height: 1920,
    });
  });
});
