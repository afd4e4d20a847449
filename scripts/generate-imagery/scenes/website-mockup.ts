import { BRAND, SANS } from '../brand-palette.ts';
import type { Rng } from '../seeded-random.ts';
import { f, linear, rect, shade, svgDoc } from '../svg-kit.ts';
import { exteriorHouse } from './exterior-house.ts';
import { interiorRoom } from './interior-room.ts';
import { nest, scopeIds } from './nested-scene.ts';

/** A single-property website in a browser window (and optionally a phone beside it) on a desk-tone backdrop. */
export function websiteMockup(rng: Rng, w: number, h: number): string {
  const accent = rng.pick([BRAND.navy, '#1f3b2d', '#3a2a4a', '#2b2b2b', '#7a3b2e']);
  const bx = w * 0.08;
  const by = h * 0.1;
  const bw = w * 0.72;
  const bh = h * 0.8;
  const hero = scopeIds(exteriorHouse(rng, 1600, 900, rng.chance(0.5) ? 'day' : 'twilight'), 'hero');
  const out = [
    rect(0, 0, w, h, 'url(#desk)'),
    rect(bx + 14, by + 24, bw, bh, '#000', 'rx="14" opacity="0.25" filter="url(#wshadow)"'),
    rect(bx, by, bw, bh, '#ffffff', 'rx="14"'),
    rect(bx, by, bw, 46, '#eceef1', 'rx="14"'),
    rect(bx, by + 32, bw, 14, '#eceef1'),
  ];
  for (const [i, c] of ['#ff5f57', '#febc2e', '#28c840'].entries())
    out.push(`<circle cx="${f(bx + 26 + i * 22)}" cy="${f(by + 23)}" r="7" fill="${c}"/>`);
  out.push(rect(bx + 110, by + 11, bw * 0.5, 24, '#ffffff', 'rx="12"'));
  const street = rng.pick([
    '18 Maple Ridge Crescent',
    '42 Lakeview Drive',
    '7 Cedar Hollow Lane',
    '120 Harbour Point',
    '55 Kingsway Gardens',
  ]);
  out.push(
    `<text x="${f(bx + 126)}" y="${f(by + 28)}" font-family="${SANS}" font-size="13" fill="#5b6470">${street.toLowerCase().replace(/ /g, '')}.ca</text>`,
  );
  const top = by + 46;
  out.push(nest(hero, bx, top, bw, bh * 0.5));
  out.push(rect(bx, top, bw, 52, accent, 'opacity="0.85"'));
  out.push(
    `<text x="${f(bx + 28)}" y="${f(top + 33)}" font-family="${SANS}" font-size="18" font-weight="700" letter-spacing="3" fill="#fff">${street.toUpperCase()}</text>`,
  );
  for (let i = 0; i < 4; i++)
    out.push(rect(bx + bw - 360 + i * 80, top + 22, 56, 8, '#ffffff', 'rx="4" opacity="0.8"'));
  out.push(
    `<text x="${f(bx + 40)}" y="${f(top + bh * 0.5 - 60)}" font-family="${SANS}" font-size="44" font-weight="700" fill="#fff">$${rng.int(12, 39) / 10}M</text>`,
  );
  out.push(rect(bx + 40, top + bh * 0.5 - 44, 220, 10, '#ffffff', 'rx="5" opacity="0.85"'));
  const cy = top + bh * 0.5 + 30;
  for (let i = 0; i < 3; i++)
    out.push(rect(bx + 40, cy + i * 26, bw * 0.32 - i * 40, 10, '#c9ced6', 'rx="5"'));
  out.push(rect(bx + 40, cy + 96, 150, 40, accent, 'rx="6"'));
  const tw = (bw * 0.52) / 3 - 12;
  for (let i = 0; i < 3; i++) {
    const room = scopeIds(
      interiorRoom(rng, 1600, 1067, rng.pick(['living', 'kitchen', 'bedroom'] as const)),
      `room${i}`,
    );
    out.push(
      nest(room, bx + bw * 0.44 + i * (tw + 12), cy - 6, tw, tw * 0.7, `clip-path="inset(0 round 6px)"`),
    );
  }
  // Phone with the mobile layout of the same page.
  const px = w * 0.74;
  const pw = w * 0.19;
  const ph = pw * 2;
  const py = h - ph * 0.92;
  out.push(
    rect(px + 10, py + 20, pw, ph, '#000', 'rx="36" opacity="0.3" filter="url(#wshadow)"'),
    rect(px, py, pw, ph, '#111318', 'rx="36"'),
  );
  out.push(rect(px + 12, py + 12, pw - 24, ph - 24, '#ffffff', 'rx="26"'));
  out.push(
    nest(scopeIds(exteriorHouse(rng, 900, 1200, 'twilight'), 'phone'), px + 12, py + 40, pw - 24, ph * 0.42),
  );
  out.push(rect(px + 12, py + 12, pw - 24, 44, accent, 'rx="20"'));
  for (let i = 0; i < 4; i++)
    out.push(rect(px + 30, py + 60 + ph * 0.42 + i * 24, (pw - 60) * (1 - i * 0.15), 9, '#c9ced6', 'rx="4"'));
  out.push(rect(px + 30, py + ph * 0.42 + 170, pw - 60, 34, accent, 'rx="6"'));
  const defs = [
    linear(
      'desk',
      [
        [0, rng.pick(['#e9e5df', '#dfe6ec', '#e7e2ea'])],
        [1, rng.pick(['#c9c2b8', '#b8c3cc', '#c7bfcc'])],
      ],
      1,
      1,
    ),
    `<filter id="wshadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="20"/></filter>`,
  ].join('');
  void shade;
  return svgDoc(w, h, defs, out.join(''));
}
