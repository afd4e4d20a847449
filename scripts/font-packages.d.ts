// The parts of subset-font's API scripts/subset-fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

// The part of fontverter's API scripts/subset-fonts.test.ts uses (the package ships no types).
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
