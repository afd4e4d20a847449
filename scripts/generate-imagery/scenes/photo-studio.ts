import type { Rng } from '../seeded-random.ts';
import { ellipse, f, line, linear, poly, radial, rect, svgDoc } from '../svg-kit.ts';

/** The agency's studio: seamless paper backdrop, two softboxes on stands, a camera on a tripod, an editing desk. */
export function photoStudio(rng: Rng, w: number, h: number): string {
  const floorY = h * 0.72;
  const paper = rng.pick(['#e8e4de', '#d9dee3', '#e3dfe8']);
  const out = [
    rect(0, 0, w, h, '#2a2d33'),
    rect(w * 0.25, 0, w * 0.5, floorY, 'url(#paper)'),
    poly(
      [
        [w * 0.25, floorY],
        [w * 0.75, floorY],
        [w * 0.85, h],
        [w * 0.15, h],
      ],
      paper,
    ),
  ];
  out.push(
    rect(0, floorY, w, h - floorY, '#3a3d44'),
    poly(
      [
        [w * 0.25, floorY],
        [w * 0.75, floorY],
        [w * 0.85, h],
        [w * 0.15, h],
      ],
      paper,
      'opacity="0.95"',
    ),
  );
  for (const side of [-1, 1]) {
    const sx = w / 2 + side * w * 0.33;
    const top = h * 0.2;
    out.push(
      line(sx, top + 120, sx, floorY + 40, '#15161a', 8),
      line(sx, floorY + 40, sx - 60, h * 0.86, '#15161a', 6),
      line(sx, floorY + 40, sx + 60, h * 0.86, '#15161a', 6),
    );
    out.push(ellipse(sx - side * 80, top + 70, 260, 220, 'url(#softglow)'));
    out.push(
      poly(
        [
          [sx - 110, top],
          [sx + 110, top],
          [sx + 70, top + 140],
          [sx - 70, top + 140],
        ],
        '#f9f7f2',
      ),
      poly(
        [
          [sx - 110, top],
          [sx + 110, top],
          [sx + 70, top + 140],
          [sx - 70, top + 140],
        ],
        'none',
        'stroke="#111" stroke-width="10"',
      ),
    );
  }
  const tx = w * rng.range(0.42, 0.58);
  const ty = h * 0.55;
  out.push(
    line(tx, ty, tx - 90, h * 0.93, '#1a1b1f', 9),
    line(tx, ty, tx + 90, h * 0.93, '#1a1b1f', 9),
    line(tx, ty, tx, h * 0.9, '#1a1b1f', 7),
  );
  out.push(
    rect(tx - 70, ty - 80, 140, 90, '#1c1d20', 'rx="12"'),
    `<circle cx="${f(tx)}" cy="${f(ty - 35)}" r="34" fill="#2b2d31" stroke="#0d0e10" stroke-width="8"/>`,
  );
  out.push(
    rect(w * 0.02, h * 0.62, w * 0.2, 18, '#6b4f3a'),
    rect(w * 0.04, h * 0.46, w * 0.15, h * 0.15, '#0f1115', 'rx="6"'),
    rect(w * 0.045, h * 0.47, w * 0.14, h * 0.13, 'url(#screen)'),
  );
  out.push(rect(0, 0, w, h, 'url(#vig)'));
  const defs = [
    linear('paper', [
      [0, '#b9b6b0'],
      [1, paper],
    ]),
    linear(
      'screen',
      [
        [0, '#5b7ea6'],
        [1, '#d9a56b'],
      ],
      1,
      1,
    ),
    radial('softglow', [
      [0, '#fffaf0', 0.6],
      [1, '#fffaf0', 0],
    ]),
    radial('vig', [
      [0.55, '#000', 0],
      [1, '#000', 0.45],
    ]),
  ].join('');
  return svgDoc(w, h, defs, out.join(''));
}
