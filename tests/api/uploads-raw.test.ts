import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedUploadNames } from '../support/stored-data.ts';
import { ownerForTest } from './owner-client.ts';

/**
 * Camera RAW files are TIFF inside (or a format of their own): libvips would read the small preview
 * in their first directory and store it as if it were the photo. They are refused, saying what to
 * do instead; an ordinary TIFF still goes through.
 */

const RAW_REFUSAL =
  'This is a camera RAW file (such as DNG, CR2, NEF or ARW). Export it from your photo editor as a JPEG, then upload that.';

/**
 * A little-endian TIFF of an 8 x 8 RGB picture (a readable one: libvips decodes it), with `extra`
 * entries in its first directory and `marker` at bytes 8-9 (where a CR2 says "CR").
 */
type Entry = [tag: number, type: number, count: number, value: number];

function tiff(extra: Entry[] = [], marker = ''): Buffer {
  const base: Entry[] = [
    [0x0100, 3, 1, 8], // width
    [0x0101, 3, 1, 8], // height
    [0x0102, 3, 1, 8], // bits per sample (one value, read for every sample)
    [0x0103, 3, 1, 1], // no compression
    [0x0106, 3, 1, 2], // RGB
    [0x0111, 4, 1, 0], // strip offset, filled in below
    [0x0115, 3, 1, 3], // samples per pixel
    [0x0116, 3, 1, 8], // rows per strip
    [0x0117, 4, 1, 8 * 8 * 3], // strip bytes
  ];
  const entries = [...base, ...extra].sort((a, b) => a[0] - b[0]);
  const ifdAt = 16;
  const pixelsAt = ifdAt + 2 + entries.length * 12 + 4;
  const file = Buffer.alloc(pixelsAt + 8 * 8 * 3, 0x80);
  file.write('II*\0', 0, 'latin1');
  file.writeUInt32LE(ifdAt, 4);
  file.write(marker.padEnd(8, '\0'), 8, 'latin1');
  file.writeUInt16LE(entries.length, ifdAt);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdAt + 2 + i * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(count, at + 4);
    const stored = tag === 0x0111 ? pixelsAt : value;
    if (type === 3) file.writeUInt16LE(stored, at + 8);
    else file.writeUInt32LE(stored, at + 8);
  });
  file.writeUInt32LE(0, ifdAt + 2 + entries.length * 12);
  return file;
}

async function send(data: Buffer, name: string) {
  const owner = await ownerForTest();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/tiff' }), name);
  const res = await owner.call('/api/upload', { method: 'POST', body: form, csrf: true });
  return { owner, res };
}

describe('camera RAW files', () => {
  it('when the test picture has no RAW marks, then libvips reads it and it is stored as a TIFF upload', async () => {
    expect((await sharp(tiff()).metadata()).format).toBe('tiff');
    const { res } = await send(tiff(), 'scan.tif');
    expect(res.status).toBe(201);
  });

  it.each([
    ['a DNG (its version tag)', tiff([[0xc612, 1, 4, 0x00000401]]), 'IMG_0001.DNG'],
    ['a NEF or ARW (sub-directories of full-size images)', tiff([[0x014a, 4, 1, 16]]), 'DSC_0001.NEF'],
    ['a CR2 (its marker)', tiff([], 'CR\x02\0'), 'IMG_0001.CR2'],
    [
      'a CR3',
      Buffer.concat([Buffer.from('\0\0\0\x18ftypcrx \0\0\0\x01', 'latin1'), Buffer.alloc(64)]),
      'A.CR3',
    ],
    ['a RAF', Buffer.concat([Buffer.from('FUJIFILMCCD-RAW 0201', 'latin1'), Buffer.alloc(64)]), 'A.RAF'],
  ])(
    'when the file is %s, then 415 says to export a JPEG and nothing is stored',
    async (_case, data, name) => {
      const { owner, res } = await send(data, name);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe(RAW_REFUSAL);
      expect(await storedUploadNames(owner.app)).toEqual([]);
    },
  );
});
