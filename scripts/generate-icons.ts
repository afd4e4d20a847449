/**
 * PWA icons and install screenshots, drawn with sharp from the brand mark (site/public/brand/mark.svg,
 * made by scripts/generate-imagery). Run `node scripts/generate-icons.ts` after the mark changes and
 * commit the PNGs: the build does not run sharp, so the container build stays fast and offline.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { COMPANY } from '../shared/content/company.ts';

const publicDir = fileURLToPath(new URL('../site/public', import.meta.url));
const iconsDir = join(publicDir, 'icons');
/** The mark's own tile colour, so the maskable background and the tile are one surface. */
const TILE = '#0c1f3c';
const THEME = '#0f172a';
const GOLD = '#c9a45c';
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";

const png = (image: Sharp, file: string) =>
  image.png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(join(iconsDir, file));

/** The mark with its rounded tile, for `purpose: any`. */
function plainIcon(mark: Buffer, size: number) {
  return sharp(mark, { density: (72 * size) / 48 }).resize(size, size);
}

/**
 * Full-bleed navy square with the mark inside the central 60 %: platforms may crop a maskable icon
 * to a circle of 80 % of its width, and iOS rounds apple-touch icons itself.
 */
async function bleedIcon(mark: Buffer, size: number) {
  const inner = Math.round(size * 0.6);
  const art = await sharp(mark, { density: (72 * inner) / 48 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: TILE } }).composite([
    { input: art, gravity: 'centre' },
  ]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

/** A branded splash for the install dialog: navy, the mark, the name and the tagline. */
async function screenshot(mark: Buffer, width: number, height: number) {
  const markSize = Math.round(Math.min(width, height) * 0.28);
  const art = await sharp(mark, { density: (72 * markSize) / 48 })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  const titleSize = Math.round(width * (width > height ? 0.045 : 0.08));
  const textTop = Math.round(height / 2 + markSize * 0.35);
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${THEME}"/>
<rect x="0" y="${height - 24}" width="100%" height="24" fill="${GOLD}"/>
<text x="50%" y="${textTop + titleSize}" text-anchor="middle" fill="#ffffff" font-family="${SANS}" font-weight="700" font-size="${titleSize}">${escapeXml(COMPANY.name)}</text>
<text x="50%" y="${textTop + titleSize * 2.1}" text-anchor="middle" fill="${GOLD}" font-family="${SANS}" font-size="${Math.round(titleSize * 0.42)}">${escapeXml(COMPANY.tagline)}</text>
</svg>`;
  return sharp(Buffer.from(text)).composite([
    { input: art, top: Math.round(height / 2 - markSize * 0.85), left: Math.round((width - markSize) / 2) },
  ]);
}

const mark = await readFile(join(publicDir, 'brand', 'mark.svg'));
await mkdir(join(iconsDir, 'screenshots'), { recursive: true });
await Promise.all([
  png(plainIcon(mark, 192), 'icon-192.png'),
  png(plainIcon(mark, 512), 'icon-512.png'),
  png(await bleedIcon(mark, 512), 'icon-maskable-512.png'),
  png(await bleedIcon(mark, 180), 'apple-touch-icon.png'),
  png(await screenshot(mark, 1080, 1920), 'screenshots/narrow.png'),
  png(await screenshot(mark, 1920, 1080), 'screenshots/wide.png'),
]);
console.log(`icons and screenshots written to ${iconsDir}`);
