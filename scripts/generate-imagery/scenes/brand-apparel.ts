import { BRAND } from '../brand-palette.ts';
import { markShapes } from '../brand-svgs.ts';
import type { Rng } from '../seeded-random.ts';
import { f, linear, rect, shade, svgDoc } from '../svg-kit.ts';

/** Flat-lay product shot: a t-shirt and a cap carrying an agency logo, on a soft studio backdrop. */
function tshirt(x: number, y: number, s: number, color: string, ink: string): string {
  const p = `M${f(x - 60 * s)} ${f(y)}l${f(-90 * s)} ${f(50 * s)}l${f(40 * s)} ${f(90 * s)}l${f(45 * s)} ${f(-25 * s)}v${f(230 * s)}h${f(130 * s)}h${f(130 * s)}v${f(-230 * s)}l${f(45 * s)} ${f(25 * s)}l${f(40 * s)} ${f(-90 * s)}l${f(-90 * s)} ${f(-50 * s)}q${f(-60 * s)} ${f(40 * s)} ${f(-120 * s)} 0z`;
  return `<path d="${p}" transform="translate(${f(14 * s)} ${f(22 * s)})" fill="#000" opacity="0.25" filter="url(#ashadow)"/><path d="${p}" fill="${color}"/><path d="${p}" fill="url(#fold)"/>
<path d="M${f(x - 60 * s)} ${f(y)}q${f(60 * s)} ${f(40 * s)} ${f(120 * s)} 0" fill="none" stroke="${shade(color, -0.2)}" stroke-width="${f(10 * s)}"/>
<g transform="translate(${f(x - 36 * s)} ${f(y + 70 * s)}) scale(${f(1.8 * s)})">${markShapes(ink)}</g>`;
}

function cap(x: number, y: number, s: number, color: string, ink: string): string {
  const crown = `M${f(x - 120 * s)} ${f(y)}q0 ${f(-140 * s)} ${f(120 * s)} ${f(-140 * s)}q${f(120 * s)} 0 ${f(120 * s)} ${f(140 * s)}z`;
  return `<ellipse cx="${f(x + 10 * s)}" cy="${f(y + 40 * s)}" rx="${f(170 * s)}" ry="${f(40 * s)}" fill="#000" opacity="0.25" filter="url(#ashadow)"/>
<path d="M${f(x - 120 * s)} ${f(y)}q${f(120 * s)} ${f(30 * s)} ${f(240 * s)} 0q${f(40 * s)} ${f(20 * s)} ${f(-10 * s)} ${f(48 * s)}q${f(-110 * s)} ${f(26 * s)} ${f(-230 * s)} ${f(-8 * s)}z" fill="${shade(color, -0.15)}"/>
<path d="${crown}" fill="${color}"/><path d="${crown}" fill="url(#fold)"/>
<path d="M${f(x)} ${f(y - 140 * s)}v${f(140 * s)}" stroke="${shade(color, -0.2)}" stroke-width="${f(3 * s)}"/>
<g transform="translate(${f(x - 30 * s)} ${f(y - 100 * s)}) scale(${f(1.5 * s)})">${markShapes(ink)}</g>`;
}

export function brandApparel(rng: Rng, w: number, h: number): string {
  const garment = rng.pick([BRAND.navy, '#1f1f22', '#f4f2ee', '#6b7a6a', '#8a9aa8', '#7a3b2e']);
  const ink = garment === '#f4f2ee' ? BRAND.navy : '#ffffff';
  const capColor = rng.pick([BRAND.navy, '#1f1f22', '#c9a45c', '#e9e4da']);
  const capInk = capColor === '#e9e4da' || capColor === '#c9a45c' ? BRAND.navy : '#ffffff';
  const s = Math.min(w, h * 1.5) / 1600;
  const out = [rect(0, 0, w, h, 'url(#backdrop)')];
  out.push(tshirt(w * rng.range(0.36, 0.42), h * 0.16, s * 1.9 * (h / w < 0.7 ? 0.85 : 1), garment, ink));
  out.push(cap(w * rng.range(0.72, 0.78), h * 0.72, s * 1.3, capColor, capInk));
  const defs = [
    linear(
      'backdrop',
      [
        [0, rng.pick(['#efe9e1', '#e6ebef', '#ece7ef', '#e9eee6'])],
        [1, rng.pick(['#cfc6ba', '#c2ccd4', '#cfc4d4'])],
      ],
      0.6,
      1,
    ),
    linear(
      'fold',
      [
        [0, '#ffffff'],
        [0.45, '#ffffff'],
        [1, '#000000'],
      ],
      1,
      0.4,
      [0.12, 0, 0.22],
    ),
    `<filter id="ashadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>`,
  ].join('');
  return svgDoc(w, h, defs, out.join(''));
}
