import type { Rng } from '../seeded-random.ts';
import { linear, poly, radial, rect, shade, svgDoc } from '../svg-kit.ts';
import { planLayout } from './plan-layout.ts';

/**
 * The "dollhouse" view of a 3D tour: the floor seen from above at an angle with the walls cut
 * at mid height, coloured floors and simple furniture blocks, floating on a studio gradient.
 */
export function dollhouseView(rng: Rng, w: number, h: number): string {
  const pw = rng.range(11, 14);
  const pd = rng.range(8, 10);
  const rooms = planLayout(rng, pw, pd, rng.int(5, 8));
  const s = Math.min(w / (pw + pd) / 1.0, h / ((pw + pd) * 0.5 + 3)) * 0.9;
  const cx = w / 2 + (pd - pw) * s * 0.43;
  const cy = h * 0.22;
  const iso = (x: number, y: number, z: number): [number, number] => [
    cx + (x - y) * s * 0.866,
    cy + (x + y) * s * 0.5 - z * s,
  ];
  const face = (pts: [number, number, number][], fill: string, extra = '') =>
    poly(
      pts.map(([x, y, z]) => iso(x, y, z)),
      fill,
      extra,
    );
  const wallH = 1.1;
  const floors = ['#c79f73', '#b58a5e', '#d8d4cc', '#a9b1b8', '#d2bc98'];
  const out = [rect(0, 0, w, h, 'url(#studio)')];
  out.push(
    face(
      [
        [-0.5, -0.5, -0.4],
        [pw + 0.5, -0.5, -0.4],
        [pw + 0.5, pd + 0.5, -0.4],
        [-0.5, pd + 0.5, -0.4],
      ],
      '#000',
      'opacity="0.35" filter="url(#dshadow)"',
    ),
  );
  out.push(
    face(
      [
        [0, pd, 0],
        [pw, pd, 0],
        [pw, pd, -0.3],
        [0, pd, -0.3],
      ],
      '#8d9096',
    ),
    face(
      [
        [pw, 0, 0],
        [pw, pd, 0],
        [pw, pd, -0.3],
        [pw, 0, -0.3],
      ],
      '#6f7379',
    ),
  );
  for (const r of rooms) {
    const fl = rng.pick(floors);
    out.push(
      face(
        [
          [r.x, r.y, 0],
          [r.x + r.w, r.y, 0],
          [r.x + r.w, r.y + r.h, 0],
          [r.x, r.y + r.h, 0],
        ],
        fl,
      ),
    );
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const bw = r.w * rng.range(0.2, 0.45);
      const bd = r.h * rng.range(0.2, 0.4);
      const bx = r.x + rng.range(0.3, r.w - bw - 0.3);
      const by = r.y + rng.range(0.3, r.h - bd - 0.3);
      const bh = rng.range(0.2, 0.5);
      const c = rng.pick(['#e9e4da', '#5c6b7a', '#8a6f56', '#f3f1ec', '#6f7f6a', '#3b3b3b']);
      out.push(
        face(
          [
            [bx + bw, by, 0],
            [bx + bw, by + bd, 0],
            [bx + bw, by + bd, bh],
            [bx + bw, by, bh],
          ],
          shade(c, -0.2),
        ),
      );
      out.push(
        face(
          [
            [bx, by + bd, 0],
            [bx + bw, by + bd, 0],
            [bx + bw, by + bd, bh],
            [bx, by + bd, bh],
          ],
          shade(c, -0.08),
        ),
      );
      out.push(
        face(
          [
            [bx, by, bh],
            [bx + bw, by, bh],
            [bx + bw, by + bd, bh],
            [bx, by + bd, bh],
          ],
          shade(c, 0.1),
        ),
      );
    }
  }
  // Walls: back walls (y=0, x=0) full height, interior partitions cut to wallH.
  const wall = '#f4f2ee';
  const t = 0.15;
  out.push(
    face(
      [
        [0, 0, 0],
        [pw, 0, 0],
        [pw, 0, wallH],
        [0, 0, wallH],
      ],
      shade(wall, -0.1),
    ),
    face(
      [
        [0, 0, 0],
        [0, pd, 0],
        [0, pd, wallH],
        [0, 0, wallH],
      ],
      shade(wall, -0.04),
    ),
  );
  for (const r of rooms) {
    if (r.x > 0.01)
      out.push(
        face(
          [
            [r.x, r.y, wallH],
            [r.x, r.y + r.h, wallH],
            [r.x + t, r.y + r.h, wallH],
            [r.x + t, r.y, wallH],
          ],
          '#ffffff',
        ),
        face(
          [
            [r.x + t, r.y, 0],
            [r.x + t, r.y + r.h, 0],
            [r.x + t, r.y + r.h, wallH],
            [r.x + t, r.y, wallH],
          ],
          shade(wall, -0.15),
          'opacity="0.9"',
        ),
      );
    if (r.y > 0.01)
      out.push(
        face(
          [
            [r.x, r.y, wallH],
            [r.x + r.w, r.y, wallH],
            [r.x + r.w, r.y + t, wallH],
            [r.x, r.y + t, wallH],
          ],
          '#ffffff',
        ),
        face(
          [
            [r.x, r.y + t, 0],
            [r.x + r.w, r.y + t, 0],
            [r.x + r.w, r.y + t, wallH],
            [r.x, r.y + t, wallH],
          ],
          shade(wall, -0.06),
          'opacity="0.9"',
        ),
      );
  }
  out.push(
    face(
      [
        [0, pd, 0],
        [pw, pd, 0],
        [pw, pd, 0.35],
        [0, pd, 0.35],
      ],
      shade(wall, -0.05),
    ),
    face(
      [
        [pw, 0, 0],
        [pw, pd, 0],
        [pw, pd, 0.35],
        [pw, 0, 0.35],
      ],
      shade(wall, -0.2),
    ),
  );
  out.push(rect(0, 0, w, h, 'url(#vignette)'));
  const defs = [
    linear('studio', [
      [0, rng.pick(['#e9edf1', '#eef0ee', '#f1ede8'])],
      [1, rng.pick(['#b9c2cc', '#c4c8c2', '#cbc2b8'])],
    ]),
    radial('vignette', [
      [0.6, '#000', 0],
      [1, '#000', 0.25],
    ]),
    `<filter id="dshadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>`,
  ].join('');
  return svgDoc(w, h, defs, out.join(''));
}
