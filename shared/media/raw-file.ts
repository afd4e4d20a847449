/**
 * Camera RAW files (docs/uploads.md, "Camera RAW files"). Most are TIFF inside, and an image library
 * reads their first picture: a small preview (DNG, NEF, ARW) or a frame it cannot decode (CR2), so
 * the owner would get a thumbnail where a photo was meant. The server refuses them by their
 * content; the desktop checks the same bytes before making a large photo smaller.
 */

/** What the owner reads when a RAW file is refused. */
export const RAW_FILE_MESSAGE =
  'This is a camera RAW file (such as DNG, CR2, NEF or ARW). Export it from your photo editor as a JPEG, then upload that.';

/** How much of a file looksLikeRaw needs: a RAW file's first TIFF directory is near its start. */
export const RAW_HEAD_BYTES = 64 * 1024;

/** TIFF tags that only RAW containers carry in their first directory. */
const DNG_VERSION = 0xc612;
const SUB_IFDS = 0x014a;

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** Whether a file's first bytes are a RAW container: its own signature, or a TIFF with RAW tags. */
export function looksLikeRaw(bytes: Uint8Array): boolean {
  if (latin1(bytes, 4, 12) === 'ftypcrx ' || latin1(bytes, 0, 15) === 'FUJIFILMCCD-RAW') return true; // CR3, RAF
  const magic = latin1(bytes, 0, 4);
  if (['IIRO', 'IIRS', 'MMOR', 'IIU\0'].includes(magic)) return true; // ORF, RW2
  const little = magic === 'II*\0';
  if ((!little && magic !== 'MM\0*') || bytes.length < 8) return false;
  if (latin1(bytes, 8, 10) === 'CR') return true; // CR2
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) return false;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries && ifd + 4 + i * 12 <= bytes.length; i++) {
    const tag = view.getUint16(ifd + 2 + i * 12, little);
    if (tag === DNG_VERSION || tag === SUB_IFDS) return true;
  }
  return false;
}
