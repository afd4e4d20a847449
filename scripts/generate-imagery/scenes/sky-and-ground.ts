import type { Rng } from '../seeded-random.ts';
import { cloud, ellipse, f, linear, poly, radial, rect, shade, tree } from '../svg-kit.ts';

export type Light = 'day' | 'twilight' | 'overcast';

/** Gradients and filters every outdoor scene uses; ids are fixed so scenes can share them. */
export function outdoorDefs(light: Light, rng: Rng): string {
  const sky =
    light === 'twilight'
      ? linear('sky', [
          [0, '#141d3d'],
          [0.45, rng.pick(['#3b3f73', '#44407a', '#34467a'])],
          [0.8, rng.pick(['#c97a6a', '#d98b63', '#b86f7a'])],
          [1, '#f2b27a'],
        ])
      : light === 'overcast'
        ? linear('sky', [
            [0, '#9eabb8'],
            [1, '#dfe4e8'],
          ])
        : linear('sky', [
            [0, rng.pick(['#3f7cc4', '#4a86c9', '#5791cf'])],
            [0.7, '#a9cbea'],
            [1, '#e3eef6'],
          ]);
  return [
    sky,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`,
    `<filter id="leafy" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>`,
    `<filter id="haze" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>`,
    radial('glow', [
      [0, '#ffd58a', 0.95],
      [0.35, '#ffb85c', 0.45],
      [1, '#ff9a3c', 0],
    ]),
    radial('vignette', [
      [0.55, '#000000', 0],
      [1, '#000000', light === 'twilight' ? 0.55 : 0.32],
    ]),
  ].join('');
}

/** Sky, clouds (or a low sun glow at twilight) and a hazy far tree line at the horizon. */
export function skyAndTreeLine(rng: Rng, w: number, h: number, horizon: number, light: Light): string {
  const out = [rect(0, 0, w, horizon + 40, 'url(#sky)')];
  if (light === 'day') {
    for (let i = 0; i < rng.int(3, 6); i++) {
      out.push(
        cloud(
          rng,
          rng.range(0, w),
          rng.range(h * 0.05, horizon * 0.55),
          rng.range(1, 2.4),
          '#ffffff',
          'soft',
        ),
      );
    }
  }
  if (light === 'twilight') {
    out.push(ellipse(w * rng.range(0.2, 0.8), horizon, w * 0.5, h * 0.18, 'url(#glow)', 'opacity="0.55"'));
  }
  const far = light === 'twilight' ? '#1f2a38' : light === 'overcast' ? '#5d6e62' : '#5b7d5a';
  const blobs: string[] = [];
  for (let x = -40; x < w + 40; x += rng.range(30, 70)) {
    blobs.push(
      ellipse(
        x,
        horizon - rng.range(0, 20),
        rng.range(40, 90),
        rng.range(30, 80),
        shade(far, rng.range(-0.1, 0.1)),
      ),
    );
  }
  out.push(`<g filter="url(#haze)">${blobs.join('')}</g>`);
  return out.join('');
}

/** Lawn with mowing stripes converging towards a vanishing point. */
export function lawn(rng: Rng, w: number, h: number, horizon: number, light: Light): string {
  const base = light === 'twilight' ? '#2c3b2a' : rng.pick(['#5e8a3a', '#6a9443', '#587f3a']);
  const out = [rect(0, horizon, w, h - horizon, base)];
  const vx = w * rng.range(0.4, 0.6);
  const n = 14;
  for (let i = 0; i < n; i += 2) {
    const a = -w * 1.5 + (i / n) * w * 4;
    const b = -w * 1.5 + ((i + 1) / n) * w * 4;
    out.push(
      poly(
        [
          [vx, horizon],
          [a, h],
          [b, h],
        ],
        shade(base, 0.06),
        'opacity="0.6"',
      ),
    );
  }
  return out.join('');
}

/** Framing trees at both edges plus a few shrubs: what makes a listing photo feel real. */
export function framingTrees(rng: Rng, w: number, h: number, ground: number, light: Light): string {
  const leaf = light === 'twilight' ? '#22331f' : rng.pick(['#3f6b35', '#4b7a3a', '#365f33']);
  const out: string[] = [];
  const side = rng.pick(['left', 'right', 'both'] as const);
  if (side !== 'right')
    out.push(tree(rng, w * rng.range(0.02, 0.09), ground + h * 0.02, h * rng.range(0.5, 0.7), leaf, 'leafy'));
  if (side !== 'left')
    out.push(tree(rng, w * rng.range(0.91, 0.98), ground + h * 0.02, h * rng.range(0.5, 0.7), leaf, 'leafy'));
  return out.join('');
}

/** Foundation shrubs: dark rounded bushes along a façade between x0 and x1. */
export function shrubs(rng: Rng, x0: number, x1: number, y: number, size: number, light: Light): string {
  const leaf = light === 'twilight' ? '#1d2b1a' : rng.pick(['#2f5a2b', '#3a6530', '#2d5530']);
  const out: string[] = [];
  for (let x = x0; x < x1; x += size * rng.range(0.9, 1.4)) {
    out.push(
      ellipse(
        x,
        y - size * 0.3,
        size * rng.range(0.55, 0.8),
        size * rng.range(0.45, 0.6),
        shade(leaf, rng.range(-0.1, 0.12)),
      ),
    );
  }
  return `<g filter="url(#leafy)">${out.join('')}</g>`;
}

export const vignette = (w: number, h: number) => rect(0, 0, w, h, 'url(#vignette)');
export { f };
