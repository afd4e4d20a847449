import type { Rng } from '../seeded-random.ts';
import { ellipse, f, line, linear, poly, radial, rect, shade, svgDoc } from '../svg-kit.ts';

/**
 * Straight-down drone view: a street grid of lots with hip roofs, driveways, pools and tree canopies,
 * optionally bordered by a lake shore. Shadows fall to the lower right like a morning flight.
 */
function roof(rng: Rng, x: number, y: number, w: number, h: number, rot: number): string {
  const c = rng.pick(['#5a5d63', '#6b4f3f', '#3f4348', '#7a7e84', '#8a6a52', '#4d5560']);
  const r = Math.min(w, h) * 0.5;
  const shadow = rect(x + 10, y + 12, w, h, '#000', 'opacity="0.3" filter="url(#ashadow)"');
  const faces =
    w >= h
      ? [
          poly(
            [
              [x, y],
              [x + w, y],
              [x + w - r, y + r],
              [x + r, y + r],
            ],
            shade(c, 0.18),
          ),
          poly(
            [
              [x, y + h],
              [x + w, y + h],
              [x + w - r, y + r],
              [x + r, y + r],
            ],
            shade(c, -0.15),
          ),
          poly(
            [
              [x, y],
              [x + r, y + r],
              [x, y + h],
            ],
            shade(c, 0.05),
          ),
          poly(
            [
              [x + w, y],
              [x + w - r, y + r],
              [x + w, y + h],
            ],
            shade(c, -0.25),
          ),
        ]
      : [
          poly(
            [
              [x, y],
              [x + r, y + r],
              [x + r, y + h - r],
              [x, y + h],
            ],
            shade(c, 0.18),
          ),
          poly(
            [
              [x + w, y],
              [x + r, y + r],
              [x + r, y + h - r],
              [x + w, y + h],
            ],
            shade(c, -0.2),
          ),
          poly(
            [
              [x, y],
              [x + w, y],
              [x + r, y + r],
            ],
            shade(c, 0.08),
          ),
          poly(
            [
              [x, y + h],
              [x + w, y + h],
              [x + r, y + h - r],
            ],
            shade(c, -0.1),
          ),
        ];
  return `<g transform="rotate(${f(rot)} ${f(x + w / 2)} ${f(y + h / 2)})">${shadow}${faces.join('')}</g>`;
}

function canopy(rng: Rng, x: number, y: number, r: number): string {
  const c = rng.pick(['#3f6b35', '#4b7a3a', '#365f33', '#5a8440']);
  return `${ellipse(x + r * 0.35, y + r * 0.4, r, r * 0.95, '#000', 'opacity="0.32" filter="url(#ashadow)"')}${ellipse(x, y, r, r * 0.95, shade(c, -0.1))}${ellipse(x - r * 0.25, y - r * 0.25, r * 0.6, r * 0.55, shade(c, 0.12), 'filter="url(#aleaf)"')}`;
}

export function aerialView(rng: Rng, w: number, h: number, lake: boolean): string {
  const defs = [
    `<filter id="ashadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>`,
    `<filter id="aleaf" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4"/></filter>`,
    linear(
      'water',
      [
        [0, '#2f6f8f'],
        [1, '#1d4f6e'],
      ],
      1,
      1,
    ),
    linear(
      'pool',
      [
        [0, '#7fd3e6'],
        [1, '#3fa9c9'],
      ],
      1,
      1,
    ),
    radial('vignette', [
      [0.6, '#000', 0],
      [1, '#000', 0.28],
    ]),
  ].join('');
  const grass = rng.pick(['#6f9a4a', '#7aa152', '#688f45']);
  const out = [rect(0, 0, w, h, grass)];
  for (let i = 0; i < 40; i++)
    out.push(
      ellipse(
        rng.range(0, w),
        rng.range(0, h),
        rng.range(60, 200),
        rng.range(40, 120),
        shade(grass, rng.range(-0.12, 0.1)),
        'opacity="0.5" filter="url(#ashadow)"',
      ),
    );
  const rot = rng.range(-18, 18);
  const g: string[] = [];
  const lotW = rng.range(200, 260);
  const lotH = lotW * rng.range(1.2, 1.5);
  const road = 90;
  const blockH = lotH * 2 + road;
  for (let by = -blockH * 2; by < h + blockH * 2; by += blockH) {
    g.push(
      rect(-w, by + lotH * 2, w * 3, road, '#5c5f63'),
      line(
        -w,
        by + lotH * 2 + road / 2,
        w * 2,
        by + lotH * 2 + road / 2,
        '#e9d98f',
        3,
        'stroke-dasharray="40 30"',
      ),
    );
    g.push(
      rect(-w, by + lotH * 2 - 10, w * 3, 10, '#c9c6bf'),
      rect(-w, by + lotH * 2 + road, w * 3, 10, '#c9c6bf'),
    );
    for (let lx = -w; lx < w * 2; lx += lotW) {
      for (const row of [0, 1]) {
        const ly = by + row * lotH;
        const front = row === 1;
        g.push(
          rect(
            lx + 2,
            ly + 2,
            lotW - 4,
            lotH - 4,
            shade(grass, rng.range(-0.04, 0.08)),
            `stroke="${shade(grass, -0.2)}" stroke-width="2"`,
          ),
        );
        const hw = lotW * rng.range(0.5, 0.65);
        const hh = lotH * rng.range(0.3, 0.4);
        const hx = lx + (lotW - hw) / 2 + rng.range(-10, 10);
        const hy = front ? ly + lotH * 0.25 : ly + lotH * 0.35;
        g.push(
          rect(
            hx + hw * 0.1,
            front ? hy + hh : ly + lotH * 0.02,
            hw * 0.3,
            front ? ly + lotH - hy - hh : hy - ly,
            '#b9b5ad',
          ),
        );
        if (rng.chance(0.3))
          g.push(
            rect(
              hx + hw * 0.5,
              front ? ly + 20 : hy + hh + 25,
              hw * 0.4,
              lotH * 0.12,
              'url(#pool)',
              'rx="8" stroke="#e8e4dc" stroke-width="6"',
            ),
          );
        g.push(roof(rng, hx, hy, hw, hh, 0));
        for (let t = 0; t < rng.int(1, 3); t++)
          g.push(
            canopy(
              rng,
              lx + rng.range(20, lotW - 20),
              ly + (front ? rng.range(10, 50) : rng.range(lotH - 60, lotH - 10)),
              rng.range(22, 40),
            ),
          );
      }
    }
  }
  out.push(`<g transform="rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})">${g.join('')}</g>`);
  if (lake) {
    const pts: [number, number][] = [[w, 0]];
    const steps = 12;
    const cx = w * rng.range(0.55, 0.7);
    for (let i = 0; i <= steps; i++)
      pts.push([cx + Math.sin(i * 0.9 + rng.range(0, 0.6)) * 60 + (i / steps) * w * 0.15, (i / steps) * h]);
    pts.push([w, h]);
    const sand = pts.map(([x, y]) => [x - 34, y] as [number, number]);
    out.push(poly(sand, '#d8c9a3'), poly(pts, 'url(#water)'));
    // Short sun glints on small waves.
    for (let i = 0; i < 60; i++) {
      const x = cx + rng.range(80, w - cx + 40);
      const y = rng.range(0, h);
      out.push(
        line(
          x,
          y,
          x + rng.range(20, 60),
          y + rng.range(-4, 4),
          '#ffffff',
          2.5,
          'opacity="0.14" stroke-linecap="round"',
        ),
      );
    }
    out.push(
      poly(
        pts.map(([x, y]) => [x + 18, y] as [number, number]),
        'none',
        'stroke="#bfe3ee" stroke-width="6" opacity="0.5"',
      ),
    );
  }
  out.push(rect(0, 0, w, h, 'url(#vignette)'));
  return svgDoc(w, h, defs, out.join(''));
}
