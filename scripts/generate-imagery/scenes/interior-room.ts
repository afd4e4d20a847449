import type { Rng } from '../seeded-random.ts';
import { ellipse, line, linear, radial, rect, shade, svgDoc } from '../svg-kit.ts';
import { bedroomFurniture, kitchenFurniture, livingFurniture } from './interior-furniture.ts';
import { makeProjector, type Projector, quad } from './room-projection.ts';

type RoomKind = 'living' | 'kitchen' | 'bedroom';

function interiorDefs(rng: Rng): string {
  return [
    linear('outside', [
      [0, '#bcd6ec'],
      [0.6, '#e9f2f8'],
      [1, '#c8d9b8'],
    ]),
    radial('lampglow', [
      [0, '#fff1cf', 0.9],
      [0.4, '#ffd99a', 0.35],
      [1, '#ffc870', 0],
    ]),
    radial('vignette', [
      [0.6, '#000', 0],
      [1, '#000', 0.3],
    ]),
    `<filter id="shadowblur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>`,
    `<filter id="lightblur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="26"/></filter>`,
    `<filter id="leafy" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2"/></filter>`,
    linear(
      'floorwood',
      [
        [0, rng.pick(['#b58a5e', '#c79f73', '#8d6748', '#d7c2a2', '#a0a3a5'])],
        [1, '#6d5139'],
      ],
      0,
      1,
      [1, 0.0],
    ),
  ].join('');
}

/** Walls, ceiling, wood floor, a window with daylight and the light it throws on the floor. */
function shell(rng: Rng, pr: Projector, windowLeft: boolean): string {
  const wall = rng.pick(['#ece8e1', '#e6e3dc', '#dcdcd6', '#efe9df', '#d9dfe0', '#e3dbd0']);
  const floor = rng.pick(['#b58a5e', '#c79f73', '#8d6748', '#d2bc98', '#9c9a96']);
  const out: string[] = [];
  out.push(
    quad(
      pr,
      [
        [-1, 0, 0],
        [-1, 0, 1],
        [-1, 1, 1],
        [-1, 1, 0],
      ],
      shade(wall, windowLeft ? -0.04 : -0.1),
    ),
  );
  out.push(
    quad(
      pr,
      [
        [1, 0, 0],
        [1, 0, 1],
        [1, 1, 1],
        [1, 1, 0],
      ],
      shade(wall, windowLeft ? -0.12 : -0.03),
    ),
  );
  out.push(
    quad(
      pr,
      [
        [-1, 0, 1],
        [1, 0, 1],
        [1, 1, 1],
        [-1, 1, 1],
      ],
      wall,
    ),
  );
  out.push(
    quad(
      pr,
      [
        [-1, 1, 0],
        [1, 1, 0],
        [1, 1, 1],
        [-1, 1, 1],
      ],
      shade(wall, 0.25),
    ),
  );
  out.push(
    quad(
      pr,
      [
        [-1, 0, 0],
        [1, 0, 0],
        [1, 0, 1],
        [-1, 0, 1],
      ],
      floor,
    ),
  );
  // Planks converge to the vanishing point; staggered seams give them length.
  for (let x = -1; x <= 1.001; x += 0.085) {
    const [x1, y1] = pr.p(x, 0, 0);
    const [x2, y2] = pr.p(x, 0, 1);
    out.push(line(x1, y1, x2, y2, shade(floor, -0.35), 1.6, 'opacity="0.35"'));
    for (let z = rng.range(0, 0.2); z < 1; z += rng.range(0.18, 0.35)) {
      const [a, b] = pr.p(x, 0, z);
      const [c, d] = pr.p(x + 0.085, 0, z);
      out.push(line(a, b, c, d, shade(floor, -0.3), 1.2, 'opacity="0.3"'));
    }
  }
  // Baseboards.
  out.push(
    quad(
      pr,
      [
        [-1, 0, 1],
        [1, 0, 1],
        [1, 0.035, 1],
        [-1, 0.035, 1],
      ],
      '#f7f6f3',
    ),
  );
  out.push(
    quad(
      pr,
      [
        [-1, 0, 0],
        [-1, 0, 1],
        [-1, 0.035, 1],
        [-1, 0.035, 0],
      ],
      '#efeee9',
    ),
  );
  out.push(
    quad(
      pr,
      [
        [1, 0, 0],
        [1, 0, 1],
        [1, 0.035, 1],
        [1, 0.035, 0],
      ],
      '#e4e2dd',
    ),
  );
  // Window on a side wall with trees outside, and the daylight it throws across the floor.
  const sx = windowLeft ? -1 : 1;
  const z0 = rng.range(0.2, 0.35);
  const z1 = z0 + rng.range(0.3, 0.45);
  out.push(
    quad(
      pr,
      [
        [sx, 0.14, z0 - 0.02],
        [sx, 0.14, z1 + 0.02],
        [sx, 0.9, z1 + 0.02],
        [sx, 0.9, z0 - 0.02],
      ],
      '#fafafa',
    ),
  );
  out.push(
    quad(
      pr,
      [
        [sx, 0.16, z0],
        [sx, 0.16, z1],
        [sx, 0.88, z1],
        [sx, 0.88, z0],
      ],
      'url(#outside)',
    ),
  );
  const trees: string[] = [];
  for (let i = 0; i < 6; i++) {
    const [tx, ty] = pr.p(sx, rng.range(0.2, 0.45), rng.range(z0, z1));
    trees.push(ellipse(tx, ty, 40, 55, rng.pick(['#7fa36a', '#8fb27a', '#6d955c']), 'opacity="0.7"'));
  }
  out.push(`<g filter="url(#lightblur)">${trees.join('')}</g>`);
  for (const z of [z0, (z0 + z1) / 2, z1]) {
    const [ax, ay] = pr.p(sx, 0.16, z);
    const [bx, by] = pr.p(sx, 0.88, z);
    out.push(line(ax, ay, bx, by, '#f4f4f2', 7));
  }
  const reach = -sx * rng.range(0.6, 1.1);
  out.push(
    quad(
      pr,
      [
        [sx, 0, z0 + 0.05],
        [sx, 0, z1 + 0.05],
        [sx + reach, 0, z1 + 0.2],
        [sx + reach, 0, z0 + 0.2],
      ],
      '#fff6e0',
      'opacity="0.35" filter="url(#lightblur)"',
    ),
  );
  // Pot lights.
  for (const x of [-0.5, 0, 0.5]) {
    for (const z of [0.3, 0.7]) {
      const [px, py] = pr.p(x, 1, z);
      out.push(ellipse(px, py, 14 / (1 + z), 5 / (1 + z), '#fffdf5'));
    }
  }
  return out.join('');
}

function interiorBody(rng: Rng, w: number, h: number, kind: RoomKind): { defs: string; body: string } {
  const pr = makeProjector(w, h, w * rng.range(0.42, 0.58), h * rng.range(0.44, 0.52), rng.range(0.9, 1.2));
  const windowLeft = rng.chance(0.5);
  const furniture =
    kind === 'kitchen'
      ? kitchenFurniture(rng, pr)
      : kind === 'bedroom'
        ? bedroomFurniture(rng, pr)
        : livingFurniture(rng, pr);
  const body = [shell(rng, pr, windowLeft), furniture, rect(0, 0, w, h, 'url(#vignette)')].join('');
  return { defs: interiorDefs(rng), body };
}

export function interiorRoom(rng: Rng, w: number, h: number, kind: RoomKind): string {
  const { defs, body } = interiorBody(rng, w, h, kind);
  return svgDoc(w, h, defs, body);
}
