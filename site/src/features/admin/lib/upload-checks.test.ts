import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from '#shared/api/api-error.ts';
import { failureOf, IMAGE_ACCEPT, looksLikeImage, refusalOf } from './upload-checks.ts';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('when a file has an image type or an image extension, then it may be sent', () => {
    expect(looksLikeImage({ name: 'kitchen.jpg', type: 'image/jpeg' })).toBe(true);
    expect(looksLikeImage({ name: 'IMG_0042.HEIC', type: '' })).toBe(true);
    expect(looksLikeImage({ name: 'IMG_0043.heif', type: 'application/octet-stream' })).toBe(true);
    expect(looksLikeImage({ name: 'photo', type: 'image/webp' })).toBe(true);
    expect(looksLikeImage({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
    expect(looksLikeImage({ name: 'README', type: '' })).toBe(false);
    expect(IMAGE_ACCEPT).toContain('.heic');
  });

  it('when a file is not an image or over the limit, then the reason names it', () => {
    expect(refusalOf({ name: 'a.jpg', type: 'image/jpeg', size: 20 * MB }, 20 * MB)).toBeUndefined();
    expect(refusalOf({ name: 'a.jpg', type: 'image/jpeg', size: 23 * MB + 300_000 }, 20 * MB)).toBe(
      'Too large: this file is 23.3 MB; the limit is 20 MB.',
    );
    expect(refusalOf({ name: 'a.zip', type: 'application/zip', size: 10 }, 20 * MB)).toMatch(
      /^Not an image: only /,
    );
  });

  it('when a camera RAW file is chosen (typed by the browser or not), then it says to export a JPEG first', () => {
    for (const file of [
      { name: 'IMG_0001.CR2', type: '', size: 30 * MB },
      { name: 'DSC_0042.nef', type: 'image/x-nikon-nef', size: 25 * MB },
      { name: 'L1000123.DNG', type: 'image/x-adobe-dng', size: 40 * MB },
    ]) {
      expect(refusalOf(file, 50 * MB), file.name).toBe(
        'A camera RAW file: export it from your photo editor as a JPEG, then upload that.',
      );
    }
  });

  it('when the server refuses a file, then the refusal is final; when it cannot answer, Upload may try again', () => {
    expect(failureOf(new ApiError(415, 'Only images can be uploaded.'))).toEqual({
      message: 'Not an image: Only images can be uploaded.',
      final: true,
    });
    expect(failureOf(new ApiError(413, 'The file is too large.'))).toMatchObject({ final: true });
    expect(failureOf(new ApiError(400, 'Bad file'))).toEqual({
      message: 'Refused by the server: Bad file',
      final: true,
    });
    expect(failureOf(new ApiError(503, 'Service unavailable'))).toMatchObject({ final: false });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({
      message: `Upload failed: ${OFFLINE_MESSAGE}`,
      final: false,
    });
  });
});
