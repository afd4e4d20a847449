import type { Rng } from '../seeded-random.ts';
import { linear, poly, rect, shade, svgDoc } from '../svg-kit.ts';
import {
  framingTrees,
  type Light,
  lawn,
  outdoorDefs,
  shrubs,
  skyAndTreeLine,
  vignette,
} from './sky-and-ground.ts';

/** Multi-pane sash window: dark glass (lit at twilight), white glazing bars, a stone lintel. */
function sashWindow(x: number, y: number, w: number, h: number, light: Light, stone: string): string {
  const glass = light === 'twilight' ? '#f4c27a' : '#2c3a4a';
  const bars = [rect(x + w / 2 - 1.5, y, 3, h, '#f3efe6'), rect(x, y + h / 2 - 1.5, w, 3, '#f3efe6')];
  for (let i = 1; i < 3; i++) bars.push(rect(x, y + (h * i) / 3 - 1, w, 2, '#f3efe6', 'opacity="0.8"'));
  return [
    rect(x - 6, y - 14, w + 12, 12, shade(stone, -0.12)),
    rect(x - 3, y - 3, w + 6, h + 6, '#f3efe6'),
    rect(x, y, w, h, glass),
    ...bars,
    rect(x - 5, y + h + 3, w + 10, 7, shade(stone, -0.1)),
  ].join('');
}

/**
 * A limestone Georgian country house: a symmetrical three-storey block of pale ashlar with a hipped
 * slate roof, paired chimneys, rows of sash windows and a pedimented portico on columns, seen across
 * a lawn and a gravel forecourt.
 */
export function georgianEstate(rng: Rng, w: number, h: number, light: Light): string {
  const horizon = h * rng.range(0.56, 0.6);
  const base = horizon + h * 0.12;
  const width = w * rng.range(0.62, 0.7);
  const cx = w * rng.range(0.47, 0.53);
  const left = cx - width / 2;
  const floors = 3;
  const floorH = h * 0.115;
  const top = base - floors * floorH;
  const stone = light === 'twilight' ? '#b9ab8f' : rng.pick(['#dcd2bb', '#e2d8c0', '#d6cbb1']);
  const bays = 7;
  const bay = width / bays;
  const parts: string[] = [];
  // Hipped slate roof and chimneys.
  const roofTop = top - h * 0.1;
  parts.push(
    poly(
      [
        [left - 10, top],
        [left + width * 0.16, roofTop],
        [left + width * 0.84, roofTop],
        [left + width + 10, top],
      ],
      light === 'twilight' ? '#2b3040' : '#4a5361',
    ),
  );
  for (const x of [left + width * 0.2, left + width * 0.8 - 26]) {
    parts.push(rect(x, roofTop - h * 0.06, 26, h * 0.07, shade(stone, -0.08)));
    parts.push(rect(x - 3, roofTop - h * 0.065, 32, 6, shade(stone, -0.2)));
  }
  // Ashlar block with coursing lines, a cornice and a plinth.
  parts.push(rect(left, top, width, base - top, 'url(#ashlar)'));
  for (let y = top + 18; y < base; y += 18)
    parts.push(rect(left, y, width, 1, shade(stone, -0.15), 'opacity="0.35"'));
  parts.push(rect(left - 8, top - 8, width + 16, 12, shade(stone, 0.12)));
  parts.push(rect(left - 4, base - 16, width + 8, 16, shade(stone, -0.18)));
  for (let floor = 0; floor < floors; floor++) {
    parts.push(rect(left, top + floor * floorH - 3, width, 5, shade(stone, -0.1), 'opacity="0.6"'));
    for (let i = 0; i < bays; i++) {
      if (floor === floors - 1 && i === 3) continue; // the door bay
      const wh = floor === 0 ? floorH * 0.42 : floorH * 0.56;
      const wy = top + floor * floorH + floorH * 0.24;
      parts.push(sashWindow(left + i * bay + bay * 0.3, wy, bay * 0.4, wh, light, stone));
    }
  }
  // Portico: pediment on four columns, a panelled door with a fanlight.
  const pw = bay * 1.8;
  const px = cx - pw / 2;
  const ptop = base - floorH * 1.05;
  parts.push(
    poly(
      [
        [px - 10, ptop],
        [cx, ptop - floorH * 0.35],
        [px + pw + 10, ptop],
      ],
      shade(stone, 0.1),
    ),
  );
  parts.push(rect(px - 10, ptop, pw + 20, 10, shade(stone, 0.15)));
  for (let i = 0; i < 4; i++)
    parts.push(rect(px + (i * (pw - 14)) / 3, ptop + 10, 14, base - ptop - 26, '#f1ece0'));
  parts.push(
    rect(
      cx - bay * 0.22,
      base - floorH * 0.8,
      bay * 0.44,
      floorH * 0.64,
      light === 'twilight' ? '#3a2414' : '#1f2a36',
    ),
  );
  parts.push(
    rect(
      cx - bay * 0.22,
      base - floorH * 0.93,
      bay * 0.44,
      floorH * 0.12,
      light === 'twilight' ? '#f4c27a' : '#2c3a4a',
    ),
  );
  parts.push(rect(cx - bay * 0.5, base - 16, bay, 16, shade(stone, 0.05)));
  // Gravel forecourt.
  const court = poly(
    [
      [cx - width * 0.3, base],
      [cx + width * 0.3, base],
      [cx + w * 0.45, h],
      [cx - w * 0.45, h],
    ],
    light === 'twilight' ? '#5f5648' : '#c9bfa9',
  );
  const defs =
    outdoorDefs(light, rng) +
    linear('ashlar', [
      [0, shade(stone, 0.06)],
      [1, shade(stone, -0.06)],
    ]);
  const body = [
    skyAndTreeLine(rng, w, h, horizon, light),
    lawn(rng, w, h, horizon, light),
    parts.join(''),
    shrubs(rng, left, cx - pw, base + 4, width * 0.035, light),
    shrubs(rng, cx + pw, left + width, base + 4, width * 0.035, light),
    court,
    framingTrees(rng, w, h, base + h * 0.12, light),
    vignette(w, h),
  ].join('');
  return svgDoc(w, h, defs, body);
}
