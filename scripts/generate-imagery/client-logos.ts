import { CLIENT_LOGOS } from '../../shared/content/home/client-logos.ts';
import { SANS } from './brand-palette.ts';

const GREY = '#7b828d';
const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', serif";

/** Small emblems so the 21 wordmarks read as different companies, not one template. */
const EMBLEMS: ((x: number, y: number) => string)[] = [
  (x, y) => `<path d="M${x} ${y + 22}l14-16 14 16z" fill="${GREY}"/>`,
  (x, y) => `<circle cx="${x + 14}" cy="${y + 14}" r="12" fill="none" stroke="${GREY}" stroke-width="3"/>`,
  (x, y) => `<rect x="${x + 2}" y="${y + 2}" width="24" height="24" rx="4" fill="${GREY}"/>`,
  (x, y) => `<path d="M${x + 14} ${y}l14 14-14 14-14-14z" fill="none" stroke="${GREY}" stroke-width="3"/>`,
  (x, y) =>
    `<path d="M${x} ${y + 26}h28M${x + 4} ${y + 26}V${y + 10}l10-8 10 8v16" fill="none" stroke="${GREY}" stroke-width="3"/>`,
  (x, y) => `<path d="M${x + 14} ${y}c8 8 8 20 0 28c-8-8-8-20 0-28z" fill="${GREY}"/>`,
  (x, y) =>
    `<path d="M${x} ${y + 20}q7-10 14 0t14 0M${x} ${y + 12}q7-10 14 0t14 0" fill="none" stroke="${GREY}" stroke-width="3"/>`,
];

function initials(name: string): string {
  return name
    .replace(/[&.]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

/** Two lines whose longer one is as short as possible (so 'Maple & Stone' stays together). */
function balancedSplit(words: string[]): [string, string] {
  let best: [string, string] = [words.join(' '), ''];
  for (let cut = 1; cut < words.length; cut++) {
    const pair: [string, string] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (Math.max(pair[0].length, pair[1].length) < Math.max(best[0].length, best[1].length)) best = pair;
  }
  return best;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One 240x80 monochrome wordmark; `index` picks emblem, typeface and layout deterministically. */
function clientLogoSvg(name: string, index: number): string {
  const serif = index % 3 === 1;
  const family = serif ? SERIF : SANS;
  const words = name.split(' ');
  // Split long names over two lines so every logo fits the same box at a similar optical size.
  const lines = name.length > 18 ? balancedSplit(words) : [name];
  const upper = index % 2 === 0;
  const text = lines.map((l) => escapeXml(upper ? l.toUpperCase() : l));
  const useMonogram = index % 7 === 3;
  const emblem = useMonogram
    ? `<circle cx="30" cy="40" r="16" fill="${GREY}"/><text x="30" y="45.5" text-anchor="middle" fill="#fff" font-family="${family}" font-size="14" font-weight="700">${escapeXml(initials(name))}</text>`
    : EMBLEMS[index % EMBLEMS.length]!(16, 26);
  const size = lines.length === 2 ? (upper ? 13 : 15) : upper ? 15 : 18;
  const spacing = upper ? 1.2 : 0.2;
  const tspans =
    text.length === 2
      ? `<tspan x="56" y="37">${text[0]}</tspan><tspan x="56" y="${37 + size + 3}">${text[1]}</tspan>`
      : `<tspan x="56" y="${45 + (upper ? 0 : 1)}">${text[0]}</tspan>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
${emblem}
<text fill="${GREY}" font-family="${family}" font-size="${size}" font-weight="${serif ? 400 : 700}" letter-spacing="${spacing}">${tspans}</text>
</svg>
`;
}

/** The home page's past clients (shared/content/home/client-logos.ts), each at the address it names. */
export function clientLogoFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  CLIENT_LOGOS.forEach(({ name, logo }, i) => {
    files[logo.replace(/^\//, '')] = clientLogoSvg(name, i);
  });
  return files;
}
