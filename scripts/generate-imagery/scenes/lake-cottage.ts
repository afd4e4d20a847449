import type { Rng } from '../seeded-random.ts';
import { ellipse, linear, poly, rect, shade, svgDoc, tree } from '../svg-kit.ts';
import { type Light, outdoorDefs, skyAndTreeLine, vignette } from './sky-and-ground.ts';

/**
 * A Muskoka-style cottage seen from the water: a dark-stained board-and-batten cottage with a steep
 * gable, a wall of windows and a deck, on pink granite above the lake, framed by white pines.
 */
export function lakeCottage(rng: Rng, w: number, h: number, light: Light): string {
  const shore = h * rng.range(0.62, 0.68);
  const horizon = h * 0.5;
  const cx = w * rng.range(0.42, 0.56);
  const cw = w * rng.range(0.34, 0.4);
  const left = cx - cw / 2;
  const wallTop = shore - h * 0.2;
  const base = shore - h * 0.03;
  const wood = light === 'twilight' ? '#3b2a20' : rng.pick(['#5a3d2b', '#4e3526', '#6a4630']);
  const glass = light === 'twilight' ? '#f6c47c' : '#3a4d5c';
  const parts: string[] = [];
  // Far shore and the lake.
  parts.push(rect(0, horizon, w, h - horizon, 'url(#lake)'));
  parts.push(rect(0, horizon - 6, w, 14, light === 'twilight' ? '#1e2a26' : '#2f4a35', 'opacity="0.8"'));
  // Granite outcrop.
  parts.push(
    poly(
      [
        [0, shore - h * 0.02],
        [w * 0.25, shore - h * 0.06],
        [cx, base + 6],
        [w * 0.8, shore - h * 0.04],
        [w, shore],
        [w, shore + h * 0.1],
        [0, shore + h * 0.12],
      ],
      light === 'twilight' ? '#6d5a55' : '#b59489',
    ),
  );
  for (let i = 0; i < 7; i++)
    parts.push(
      ellipse(
        rng.range(0, w),
        shore + rng.range(0, h * 0.08),
        rng.range(30, 90),
        rng.range(6, 14),
        '#8c6f66',
        'opacity="0.5"',
      ),
    );
  // Cottage: walls with battens, steep gable, windows, deck.
  parts.push(rect(left, wallTop, cw, base - wallTop, wood));
  for (let x = left + 14; x < left + cw; x += 16)
    parts.push(rect(x, wallTop, 3, base - wallTop, shade(wood, -0.2)));
  parts.push(
    poly(
      [
        [left - 24, wallTop + 4],
        [cx, wallTop - h * 0.17],
        [left + cw + 24, wallTop + 4],
      ],
      light === 'twilight' ? '#1d2228' : '#2d3238',
    ),
  );
  parts.push(
    poly(
      [
        [left + 10, wallTop],
        [cx, wallTop - h * 0.14],
        [left + cw - 10, wallTop],
      ],
      wood,
    ),
  );
  const gw = cw * 0.7;
  for (let i = 0; i < 5; i++) {
    const x = cx - gw / 2 + (i * gw) / 5 + 4;
    parts.push(rect(x, wallTop + h * 0.03, gw / 5 - 8, base - wallTop - h * 0.06, glass));
  }
  parts.push(
    poly(
      [
        [cx - gw / 3, wallTop - 4],
        [cx, wallTop - h * 0.1],
        [cx + gw / 3, wallTop - 4],
      ],
      glass,
    ),
  );
  parts.push(rect(left - 30, base, cw + 60, 12, shade(wood, 0.1)));
  for (let x = left - 26; x < left + cw + 30; x += 40)
    parts.push(rect(x, base + 12, 6, h * 0.05, shade(wood, -0.1)));
  parts.push(rect(left - 30, base - 26, cw + 60, 4, shade(wood, 0.2)));
  // Dock and reflections.
  parts.push(rect(cx + cw * 0.2, shore + h * 0.06, cw * 0.7, 10, shade(wood, 0.15)));
  parts.push(rect(left, shore + h * 0.14, cw, h * 0.05, glass, 'opacity="0.18"'));
  // White pines framing the cottage.
  const pine = light === 'twilight' ? '#16241b' : '#28452f';
  for (const x of [w * 0.06, w * 0.16, left - w * 0.05, left + cw + w * 0.05, w * 0.9]) {
    const s = rng.range(0.8, 1.2);
    parts.push(rect(x - 4, shore - h * 0.32 * s, 8, h * 0.32 * s, '#3b2c22'));
    parts.push(tree(rng, x, shore - h * 0.22 * s, 70 * s, pine, 'leafy'));
    parts.push(tree(rng, x, shore - h * 0.36 * s, 55 * s, pine, 'leafy'));
  }
  const defs =
    outdoorDefs(light, rng) +
    linear('lake', [
      [0, light === 'twilight' ? '#2c3552' : '#3f6f8f'],
      [1, light === 'twilight' ? '#151b30' : '#1f4560'],
    ]);
  const body = [skyAndTreeLine(rng, w, h, horizon, light), parts.join(''), vignette(w, h)].join('');
  return svgDoc(w, h, defs, body);
}
