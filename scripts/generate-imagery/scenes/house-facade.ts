import type { Rng } from '../seeded-random.ts';
import { ellipse, f, line, linear, rect, shade } from '../svg-kit.ts';
import { drawMass, type Mass } from './house-mass.ts';
import type { Light } from './sky-and-ground.ts';

/**
 * A detached house in oblique projection: a two-storey main block and a garage, each a front face,
 * a right side face and a roof, with windows that reflect the sky by day and glow at twilight.
 */

type HouseLayout = { garageDoor: [number, number]; frontDoor: number; left: number; right: number };

export function houseDefs(light: Light): string {
  return [
    linear(
      'glass',
      light === 'twilight'
        ? [
            [0, '#ffe1a6'],
            [1, '#f0a24e'],
          ]
        : [
            [0, '#dfe9f2'],
            [0.5, '#7f98ae'],
            [1, '#3c4f62'],
          ],
      0.3,
      1,
    ),
    linear('drive', [
      [0, '#a9a8a4'],
      [1, '#d6d4cf'],
    ]),
    linear(
      'wallshade',
      [
        [0, '#ffffff'],
        [1, '#000000'],
      ],
      1,
      0.3,
      [0.1, 0.12],
    ),
    `<filter id="winglow" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="14"/></filter>`,
    `<pattern id="siding" width="12" height="11" patternUnits="userSpaceOnUse"><rect width="12" height="1.6" y="9.4" fill="#000" opacity="0.09"/></pattern>`,
    `<pattern id="brick" width="36" height="16" patternUnits="userSpaceOnUse"><path d="M0 7.5h36M0 15.5h36M18 0v7.5M0 8v7.5M36 8v7.5" stroke="#f1e6da" stroke-width="1.3" opacity="0.35"/></pattern>`,
  ].join('');
}

export function house(
  rng: Rng,
  cx: number,
  base: number,
  width: number,
  light: Light,
): { svg: string; layout: HouseLayout } {
  const style = rng.pick(['traditional', 'modern', 'brick', 'traditional'] as const);
  const wall =
    style === 'brick'
      ? rng.pick(['#9c5a45', '#8a4f3e', '#a8705a'])
      : style === 'modern'
        ? rng.pick(['#e9e7e2', '#3a3f46', '#d8d3ca'])
        : rng.pick(['#f0ede6', '#cfd6da', '#d9cfbf', '#7f8c96', '#39485a']);
  const c = {
    wall,
    roof: rng.pick(['#2e3238', '#3d3a37', '#474c53', '#54473c']),
    trim: style === 'modern' || rng.chance(0.3) ? '#1f2226' : '#f7f6f2',
    tex: style === 'brick' ? 'brick' : 'siding',
  };
  const storey = width * 0.16;
  const mainW = width * rng.range(0.56, 0.66);
  const garW = width - mainW;
  const garageLeft = rng.chance(0.5);
  const x0 = cx - width / 2;
  const mainRoof = style === 'modern' ? 'flat' : rng.pick(['gable-front', 'gable-side'] as const);
  const main: Mass = {
    x: garageLeft ? x0 + garW : x0,
    w: mainW,
    h: storey * 2,
    roof: mainRoof,
    storeys: 2,
    garage: false,
  };
  const gar: Mass = {
    x: garageLeft ? x0 : x0 + mainW,
    w: garW,
    h: storey * 1.05,
    roof: style === 'modern' ? 'flat' : 'gable-side',
    storeys: 1,
    garage: true,
  };
  const d: [number, number] = [width * 0.1, -width * 0.04];
  const masses = garageLeft ? [gar, main] : [main, gar];
  const doorW = storey * 0.34;
  const n = Math.max(2, Math.round(mainW / 170));
  const doorBay = garageLeft ? 0 : n - 1;
  const doorX = main.x + (mainW / n) * (doorBay + 0.5) - doorW / 2;
  const out = masses.map((m) => drawMass(m, base, d, c, light, rng, doorX + doorW / 2));
  // Garage door with panel lines.
  const gdW = garW * 0.72;
  const gdX = gar.x + (garW - gdW) / 2;
  const gdH = storey * 0.72;
  out.push(rect(gdX, base - gdH, gdW, gdH, light === 'twilight' ? '#5b5f66' : shade(c.trim, -0.08)));
  for (let i = 1; i < 4; i++)
    out.push(
      line(
        gdX,
        base - gdH + (gdH / 4) * i,
        gdX + gdW,
        base - gdH + (gdH / 4) * i,
        '#000',
        2,
        'opacity="0.18"',
      ),
    );
  // Front door with a small porch light.
  out.push(rect(doorX - 6, base - storey * 0.74 - 6, doorW + 12, storey * 0.74 + 6, c.trim));
  out.push(
    rect(
      doorX,
      base - storey * 0.74,
      doorW,
      storey * 0.74,
      rng.pick(['#1d2a3a', '#5a2e2a', '#2d3b2e', '#6b4a2f']),
    ),
  );
  if (light === 'twilight') {
    for (const lx of [doorX - 24, doorX + doorW + 24]) {
      out.push(
        ellipse(lx, base - storey * 0.55, 60, 60, 'url(#glow)'),
        rect(lx - 5, base - storey * 0.6, 10, 16, '#ffe2a8'),
      );
    }
  }
  out.push(rect(x0 - width * 0.04, base - 4, width * 1.18, 8, '#6e6a63', 'opacity="0.6"'));
  out.push(rect(x0 - width * 0.02, base + 2, width * 1.1, 12, '#000', 'filter="url(#leafy)" opacity="0.25"'));
  const layout: HouseLayout = {
    garageDoor: [gdX, gdX + gdW],
    frontDoor: doorX + doorW / 2,
    left: x0,
    right: x0 + width + d[0],
  };
  return { svg: out.join(''), layout };
}

export { f };
