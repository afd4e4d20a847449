import { BRAND, SANS } from './brand-palette.ts';

/**
 * The Lumen mark: a house outline whose body holds a six-blade camera aperture.
 * Drawn in a 40x40 box; `ink` is the outline colour, the aperture is always gold so
 * the mark keeps its accent on both the navy and the white navbar.
 */
export function markShapes(ink: string): string {
  const cx = 20;
  const cy = 24.5;
  const r = 8.2;
  const blades: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    const x1 = cx + r * Math.cos(a);
    const y1 = cy + r * Math.sin(a);
    const b = a + Math.PI / 3 + 0.55;
    const x2 = cx + r * 0.42 * Math.cos(b);
    const y2 = cy + r * 0.42 * Math.sin(b);
    blades.push(`M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`);
  }
  return [
    `<path d="M4 18.5L20 5l16 13.5V36H4z" fill="none" stroke="${ink}" stroke-width="2.6" stroke-linejoin="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${BRAND.gold}" stroke-width="2.2"/>`,
    `<path d="${blades.join('')}" stroke="${BRAND.gold}" stroke-width="1.6" stroke-linecap="round"/>`,
  ].join('');
}

/**
 * Horizontal logo: mark + two-line wordmark, 175x44 at natural size (the footer shows it 175 px wide).
 * Plain text (no textLength) because librsvg ignores it while browsers honour it; the letter
 * spacing below makes both lines end at about the same x with Helvetica/Arial metrics.
 */
export function logoSvg(ink: string, sub: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="175" height="44" viewBox="0 0 175 44" role="img" aria-label="Lumen Realty Media">
<title>Lumen Realty Media</title>
<g transform="translate(0 1) scale(1.05)">${markShapes(ink)}</g>
<text x="53" y="23" fill="${ink}" font-family="${SANS}" font-size="23" font-weight="700" letter-spacing="5.2">LUMEN</text>
<text x="53.5" y="37.5" fill="${sub}" font-family="${SANS}" font-size="9.4" font-weight="700" letter-spacing="3">REALTY MEDIA</text>
</svg>
`;
}

/** Square mark on a navy tile, used for app icons and the favicon. */
function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" role="img" aria-label="Lumen Realty Media">
<title>Lumen Realty Media</title>
<rect width="48" height="48" rx="10" fill="${BRAND.navy}"/>
<g transform="translate(4 3)">${markShapes(BRAND.white)}</g>
</svg>
`;
}

export const BRAND_FILES: Record<string, string> = {
  'brand/logo-light.svg': logoSvg(BRAND.white, BRAND.goldLight),
  'brand/logo-dark.svg': logoSvg(BRAND.navy, BRAND.gold),
  'brand/mark.svg': markSvg(512),
  'favicon.svg': markSvg(48),
};
