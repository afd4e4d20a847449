import type { Rng } from '../seeded-random.ts';
import { poly, rect, svgDoc } from '../svg-kit.ts';
import { house, houseDefs } from './house-facade.ts';
import {
  framingTrees,
  type Light,
  lawn,
  outdoorDefs,
  shrubs,
  skyAndTreeLine,
  vignette,
} from './sky-and-ground.ts';

/** Street-side listing photo of a detached house: sky, lawn, driveway, shrubs, framing trees. */
function exteriorHouseBody(rng: Rng, w: number, h: number, light: Light): { defs: string; body: string } {
  const horizon = h * rng.range(0.5, 0.58);
  const base = horizon + h * rng.range(0.1, 0.16);
  const width = Math.min(w * rng.range(0.56, 0.68), h * 1.3);
  const cx = w * rng.range(0.44, 0.52);
  const { svg, layout } = house(rng, cx, base, width, light);
  const [g0, g1] = layout.garageDoor;
  const drive = poly(
    [
      [g0, base],
      [g1, base],
      [g1 + (g1 - g0) * 0.9 + w * 0.05, h],
      [g0 - (g1 - g0) * 0.3 - w * 0.05, h],
    ],
    'url(#drive)',
    light === 'twilight' ? 'opacity="0.22"' : '',
  );
  const walk = poly(
    [
      [layout.frontDoor - 20, base],
      [layout.frontDoor + 20, base],
      [layout.frontDoor + 80, h],
      [layout.frontDoor - 40, h],
    ],
    '#c8c2b6',
    light === 'twilight' ? 'opacity="0.2"' : 'opacity="0.9"',
  );
  const body = [
    skyAndTreeLine(rng, w, h, horizon, light),
    lawn(rng, w, h, horizon, light),
    rect(
      0,
      horizon - 2,
      w,
      base - horizon + 4,
      light === 'twilight' ? '#24301f' : '#557a37',
      'opacity="0.35"',
    ),
    svg,
    shrubs(rng, layout.left, layout.garageDoor[0] - 10, base + 6, width * 0.05, light),
    shrubs(rng, layout.garageDoor[1] + 10, layout.right, base + 6, width * 0.05, light),
    drive,
    walk,
    framingTrees(rng, w, h, base + h * 0.1, light),
    vignette(w, h),
  ].join('');
  return { defs: outdoorDefs(light, rng) + houseDefs(light), body };
}

export function exteriorHouse(rng: Rng, w: number, h: number, light: Light): string {
  const { defs, body } = exteriorHouseBody(rng, w, h, light);
  return svgDoc(w, h, defs, body);
}
