import type { Rng } from '../seeded-random.ts';
import { f, line, linear, poly, rect, shade, svgDoc } from '../svg-kit.ts';
import { framingTrees, type Light, outdoorDefs, skyAndTreeLine, vignette } from './sky-and-ground.ts';

/**
 * Condo towers seen from across the street: glass curtain walls with a reflected-sky gradient,
 * slab edges and balconies, a podium with lit retail, and a street in the foreground.
 */
function tower(
  rng: Rng,
  x: number,
  w: number,
  top: number,
  base: number,
  light: Light,
  depth: number,
): string {
  const glass = light === 'twilight' ? '#2a3550' : rng.pick(['#5f7f9c', '#6d8aa3', '#7b93a8', '#4f6f8a']);
  const slab = light === 'twilight' ? '#4a4f5c' : rng.pick(['#e7e6e2', '#cfd2d4', '#bfc3c6']);
  const dx = w * depth;
  const dy = -w * depth * 0.35;
  const out = [
    poly(
      [
        [x + w, top],
        [x + w + dx, top + dy],
        [x + w + dx, base + dy],
        [x + w, base],
      ],
      shade(glass, -0.25),
    ),
    rect(x, top, w, base - top, glass),
    rect(x, top, w, base - top, 'url(#reflect)'),
  ];
  const floorH = rng.range(26, 34);
  const cols = Math.max(3, Math.round(w / rng.range(40, 60)));
  for (let y = top + floorH; y < base - 4; y += floorH) {
    out.push(rect(x, y - 3, w, 6, slab, 'opacity="0.85"'));
    if (light === 'twilight') {
      for (let c = 0; c < cols; c++) {
        if (rng.chance(0.42))
          out.push(
            rect(
              x + (w / cols) * c + 3,
              y - floorH + 5,
              w / cols - 6,
              floorH - 10,
              rng.pick(['#ffd08a', '#ffe2ad', '#f7b866']),
              `opacity="${f(rng.range(0.55, 0.95))}"`,
            ),
          );
      }
    }
  }
  for (let c = 1; c < cols; c++)
    out.push(line(x + (w / cols) * c, top, x + (w / cols) * c, base, shade(glass, -0.3), 2, 'opacity="0.6"'));
  out.push(rect(x - 4, top - 10, w + 8, 12, shade(slab, -0.1)));
  return out.join('');
}

export function exteriorCondo(rng: Rng, w: number, h: number, light: Light): string {
  const horizon = h * rng.range(0.72, 0.78);
  const street = h * rng.range(0.84, 0.88);
  const out = [skyAndTreeLine(rng, w, h, horizon, light)];
  // Distant towers first, in haze.
  for (let i = 0; i < 5; i++) {
    const tw = rng.range(90, 180);
    out.push(
      rect(
        rng.range(0, w),
        rng.range(h * 0.2, h * 0.45),
        tw,
        h,
        light === 'twilight' ? '#2b3350' : '#9fb0c0',
        'opacity="0.65"',
      ),
    );
  }
  const main = rng.range(w * 0.22, w * 0.3);
  const mx = w * rng.range(0.3, 0.45);
  out.push(tower(rng, mx + main * 0.9, main * 0.8, h * rng.range(0.15, 0.3), horizon, light, 0.25));
  out.push(tower(rng, mx, main, h * rng.range(-0.1, 0.06), horizon, light, 0.3));
  // Podium with retail frontage.
  const lit = light === 'twilight' ? '#ffcf86' : '#8ea3b5';
  out.push(
    rect(
      mx - main * 0.4,
      horizon - h * 0.08,
      main * 2.6,
      h * 0.08,
      light === 'twilight' ? '#3a3f4d' : '#d3d0c8',
    ),
  );
  for (let i = 0; i < 8; i++)
    out.push(
      rect(
        mx - main * 0.35 + i * main * 0.31,
        horizon - h * 0.065,
        main * 0.26,
        h * 0.055,
        lit,
        'opacity="0.9"',
      ),
    );
  out.push(rect(0, horizon, w, street - horizon, light === 'twilight' ? '#4a4c52' : '#bdbab2'));
  out.push(rect(0, street, w, h - street, light === 'twilight' ? '#25272d' : '#55585d'));
  out.push(
    line(
      0,
      street + (h - street) * 0.5,
      w,
      street + (h - street) * 0.5,
      '#e8e1c8',
      4,
      'stroke-dasharray="60 50" opacity="0.7"',
    ),
  );
  out.push(framingTrees(rng, w, h, street, light), vignette(w, h));
  const defs =
    outdoorDefs(light, rng) +
    linear(
      'reflect',
      [
        [0, '#ffffff'],
        [0.5, '#ffffff'],
        [1, '#000000'],
      ],
      1,
      1,
      [0.28, 0.05, 0.2],
    );
  return svgDoc(w, h, defs, out.join(''));
}
