// heic-decode ships no types: the part of its API the upload module uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  type DecodeAll = (options: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>;
  const decode: ((options: { buffer: Uint8Array }) => Promise<DecodedImage>) & { all: DecodeAll };
  export default decode;
}
