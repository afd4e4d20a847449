import { describe, expect, it } from 'vitest';
import { looksLikeRaw } from './raw-file.ts';

/** A TIFF header and a first directory holding `tags` (values left empty), in either byte order. */
function tiffHead(little: boolean, tags: number[], ifdAt = 8): Uint8Array {
  const bytes = new Uint8Array(ifdAt + 2 + tags.length * 12 + 4);
  const view = new DataView(bytes.buffer);
  bytes.set(little ? [0x49, 0x49, 0x2a, 0] : [0x4d, 0x4d, 0, 0x2a]);
  view.setUint32(4, ifdAt, little);
  view.setUint16(ifdAt, tags.length, little);
  for (const [i, tag] of tags.entries()) view.setUint16(ifdAt + 2 + i * 12, tag, little);
  return bytes;
}

describe('camera RAW files by their first bytes', () => {
  it('when a TIFF in either byte order has a DNG version or sub-directories, then it is RAW; without them it is not', () => {
    for (const little of [true, false]) {
      expect(looksLikeRaw(tiffHead(little, [0x0100, 0x0101, 0xc612])), `DNG ${little}`).toBe(true);
      expect(looksLikeRaw(tiffHead(little, [0x0100, 0x014a])), `SubIFDs ${little}`).toBe(true);
      expect(looksLikeRaw(tiffHead(little, [0x0100, 0x0101, 0x0111])), `plain ${little}`).toBe(false);
    }
  });

  it('when the first directory lies past the bytes read, or the file is short or no TIFF, then it is not called RAW', () => {
    const far = tiffHead(true, [0xc612]);
    new DataView(far.buffer).setUint32(4, 1_000_000, true);
    expect(looksLikeRaw(far)).toBe(false);
    expect(looksLikeRaw(new Uint8Array([0x49, 0x49, 0x2a]))).toBe(false);
    expect(looksLikeRaw(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe(false);
    expect(looksLikeRaw(new Uint8Array(0))).toBe(false);
  });
});
