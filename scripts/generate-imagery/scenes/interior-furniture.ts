import type { Rng } from '../seeded-random.ts';
import { ellipse, line, shade } from '../svg-kit.ts';
import { box, floorShadow, type Projector, quad } from './room-projection.ts';

const FABRIC = ['#8c939b', '#c9c1b3', '#4f5d6b', '#b8a58c', '#6f7f6a', '#e3ddd2', '#3f4a57'];
const WOOD = ['#7a5a3e', '#a07a52', '#4a3a2e', '#c4a27c'];

function plant(rng: Rng, pr: Projector, x: number, z: number): string {
  const pot = box(
    pr,
    x - 0.06,
    x + 0.06,
    0,
    0.1,
    z - 0.06,
    z + 0.06,
    rng.pick(['#e8e4dc', '#3a3a3a', '#b06a4a']),
  );
  const leaves: string[] = [];
  for (let i = 0; i < 14; i++) {
    const [lx, ly] = pr.p(x + rng.range(-0.12, 0.12), 0.12 + rng.range(0, 0.32), z);
    leaves.push(
      ellipse(
        lx,
        ly,
        rng.range(16, 34),
        rng.range(8, 16),
        shade('#3f6b35', rng.range(-0.2, 0.2)),
        `transform="rotate(${rng.int(-60, 60)} ${lx.toFixed(0)} ${ly.toFixed(0)})"`,
      ),
    );
  }
  return `${pot}<g filter="url(#leafy)">${leaves.join('')}</g>`;
}

function art(rng: Rng, pr: Projector, x0: number, x1: number, y0: number, y1: number): string {
  const frame = quad(
    pr,
    [
      [x0, y0, 0.999],
      [x1, y0, 0.999],
      [x1, y1, 0.999],
      [x0, y1, 0.999],
    ],
    '#2b2b2b',
  );
  const m = 0.012;
  const c1 = rng.pick(['#d7c7a6', '#9fb4c4', '#c9a78f', '#aab79a']);
  const c2 = rng.pick(['#3f5268', '#8a5a44', '#5e6b52', '#c2b8a8']);
  const inner = quad(
    pr,
    [
      [x0 + m, y0 + m * 2, 0.998],
      [x1 - m, y0 + m * 2, 0.998],
      [x1 - m, y1 - m * 2, 0.998],
      [x0 + m, y1 - m * 2, 0.998],
    ],
    c1,
  );
  const hill = quad(
    pr,
    [
      [x0 + m, y0 + m * 2, 0.997],
      [x1 - m, y0 + m * 2, 0.997],
      [x1 - m, (y0 + y1) / 2, 0.997],
      [x0 + m, y0 + (y1 - y0) * 0.3, 0.997],
    ],
    c2,
  );
  return frame + inner + hill;
}

function pendant(pr: Projector, x: number, z: number, drop: number, color: string): string {
  const [ax, ay] = pr.p(x, 1, z);
  const [bx, by] = pr.p(x, 1 - drop, z);
  const r = 34 / (1 + z);
  return `${line(ax, ay, bx, by, '#222', 2)}${ellipse(bx, by + r * 0.9, r * 2.4, r * 1.6, 'url(#lampglow)')}<path d="M${bx - r} ${by + r}Q${bx} ${by - r * 0.6} ${bx + r} ${by + r}Z" fill="${color}"/>`;
}

export function livingFurniture(rng: Rng, pr: Projector): string {
  const fabric = rng.pick(FABRIC);
  const wood = rng.pick(WOOD);
  const sx0 = rng.range(-0.65, -0.4);
  const sx1 = sx0 + rng.range(0.75, 0.95);
  const out = [
    art(rng, pr, sx0 + 0.15, sx1 - 0.15, 0.5, 0.78),
    quad(
      pr,
      [
        [-0.7, 0.001, 0.35],
        [0.55, 0.001, 0.35],
        [0.55, 0.001, 0.85],
        [-0.7, 0.001, 0.85],
      ],
      rng.pick(['#d9d2c4', '#a9a49a', '#c4b49c', '#7c8791']),
      'opacity="0.9"',
    ),
    floorShadow(pr, sx0, sx1, 0.8, 0.98),
    box(pr, sx0, sx1, 0, 0.36, 0.9, 0.98, shade(fabric, -0.05)),
    box(pr, sx0, sx0 + 0.08, 0, 0.24, 0.78, 0.98, fabric),
    box(pr, sx1 - 0.08, sx1, 0, 0.24, 0.78, 0.98, fabric),
    box(pr, sx0 + 0.08, sx1 - 0.08, 0, 0.17, 0.78, 0.9, fabric),
  ];
  for (let i = 0; i < 3; i++) {
    const cx = sx0 + 0.12 + i * ((sx1 - sx0 - 0.24) / 2);
    out.push(
      box(
        pr,
        cx - 0.06,
        cx + 0.06,
        0.17,
        0.3,
        0.86,
        0.89,
        rng.pick(['#f1ece3', '#c9a25a', '#8fa3b5', '#d8cfc0']),
      ),
    );
  }
  const tz = rng.range(0.5, 0.6);
  out.push(
    floorShadow(pr, -0.3, 0.15, tz, tz + 0.14),
    box(pr, -0.3, 0.15, 0.085, 0.11, tz, tz + 0.14, wood),
    box(pr, -0.28, -0.25, 0, 0.085, tz + 0.01, tz + 0.13, shade(wood, -0.3)),
    box(pr, 0.1, 0.13, 0, 0.085, tz + 0.01, tz + 0.13, shade(wood, -0.3)),
  );
  // Far things first (painter's order): the corner plant sits behind the armchair.
  out.splice(1, 0, plant(rng, pr, rng.chance(0.5) ? -0.85 : 0.85, 0.9));
  const chair = rng.pick(FABRIC);
  out.push(
    box(pr, 0.55, 0.85, 0, 0.3, 0.55, 0.72, shade(chair, -0.08)),
    box(pr, 0.58, 0.82, 0, 0.16, 0.45, 0.6, chair),
  );
  if (rng.chance(0.6)) out.push(pendant(pr, -0.05, 0.55, 0.22, rng.pick(['#1f1f1f', '#c9a45c', '#f2f0ea'])));
  return out.join('');
}

export function kitchenFurniture(rng: Rng, pr: Projector): string {
  const cab = rng.pick(['#f4f2ee', '#2d3a4a', '#6f7d70', '#d9d4ca', '#3b3b3b']);
  const top = rng.pick(['#f1efea', '#e6e2da', '#2a2a2a']);
  const out = [
    quad(
      pr,
      [
        [-0.95, 0.33, 0.999],
        [0.95, 0.33, 0.999],
        [0.95, 0.55, 0.999],
        [-0.95, 0.55, 0.999],
      ],
      rng.pick(['#e9ecee', '#d8d2c6', '#f3f1ec']),
      '',
    ),
    plant(rng, pr, 0.8, 0.8),
    box(pr, -0.95, 0.95, 0, 0.3, 0.86, 1, cab),
    box(pr, -0.96, 0.96, 0.3, 0.33, 0.85, 1, top),
    box(pr, -0.95, -0.25, 0.56, 0.9, 0.93, 1, cab),
    box(pr, 0.25, 0.95, 0.56, 0.9, 0.93, 1, cab),
    box(pr, -0.2, 0.2, 0.66, 0.9, 0.9, 1, shade(cab, -0.08)),
  ];
  for (let x = -0.95; x < 0.95; x += 0.19) {
    const [ax, ay] = pr.p(x, 0.02, 0.86);
    const [bx, by] = pr.p(x, 0.28, 0.86);
    out.push(line(ax, ay, bx, by, shade(cab, -0.25), 2));
  }
  const iz = rng.range(0.42, 0.5);
  const ix0 = rng.range(-0.55, -0.4);
  const ix1 = ix0 + rng.range(0.75, 0.9);
  out.push(
    floorShadow(pr, ix0, ix1, iz, iz + 0.2),
    box(pr, ix0, ix1, 0, 0.3, iz, iz + 0.2, shade(cab, rng.chance(0.5) ? 0 : -0.3)),
    box(pr, ix0 - 0.03, ix1 + 0.03, 0.3, 0.33, iz - 0.04, iz + 0.21, top),
  );
  for (let i = 0; i < 3; i++) {
    const sx = ix0 + 0.15 + i * ((ix1 - ix0 - 0.3) / 2);
    out.push(
      box(
        pr,
        sx - 0.045,
        sx + 0.045,
        0,
        0.2,
        iz - 0.1,
        iz - 0.04,
        rng.pick(['#2a2a2a', '#b08a60', '#e5e0d5']),
      ),
    );
  }
  for (let i = 0; i < 2; i++)
    out.push(
      pendant(
        pr,
        ix0 + (ix1 - ix0) * (0.3 + i * 0.4),
        iz + 0.1,
        0.3,
        rng.pick(['#1f1f1f', '#c9a45c', '#e8e5de']),
      ),
    );
  return out.join('');
}

export function bedroomFurniture(rng: Rng, pr: Projector): string {
  const wood = rng.pick(WOOD);
  const linen = rng.pick(['#f3f1ec', '#e7e3da', '#dfe5ea']);
  const accent = rng.pick(['#4f5d6b', '#8a6f56', '#6f7f6a', '#b9a07c']);
  const out = [
    art(rng, pr, -0.3, 0.3, 0.62, 0.82),
    quad(
      pr,
      [
        [-0.75, 0.001, 0.3],
        [0.75, 0.001, 0.3],
        [0.75, 0.001, 0.95],
        [-0.75, 0.001, 0.95],
      ],
      rng.pick(['#d9d2c4', '#b9b2a6', '#c8ccd0']),
    ),
    floorShadow(pr, -0.45, 0.45, 0.5, 0.98),
    box(pr, -0.48, 0.48, 0, 0.52, 0.96, 1, shade(accent, 0.1)),
    box(pr, -0.45, 0.45, 0, 0.12, 0.5, 0.96, wood),
    box(pr, -0.44, 0.44, 0.12, 0.2, 0.5, 0.96, linen),
    box(pr, -0.44, 0.44, 0.12, 0.21, 0.5, 0.62, accent),
    box(pr, -0.38, -0.04, 0.2, 0.3, 0.88, 0.94, '#fbfaf7'),
    box(pr, 0.04, 0.38, 0.2, 0.3, 0.88, 0.94, '#fbfaf7'),
  ];
  for (const x of [-0.68, 0.52]) {
    out.push(box(pr, x, x + 0.16, 0, 0.18, 0.88, 0.99, wood));
    const [lx, ly] = pr.p(x + 0.08, 0.32, 0.93);
    out.push(
      ellipse(lx, ly, 90, 80, 'url(#lampglow)'),
      box(pr, x + 0.04, x + 0.12, 0.24, 0.34, 0.91, 0.95, '#f5ead2'),
    );
  }
  out.push(plant(rng, pr, rng.chance(0.5) ? -0.88 : 0.88, 0.7));
  return out.join('');
}
