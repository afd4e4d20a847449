import { poly, shade } from '../svg-kit.ts';

/**
 * One-point perspective for interiors. Room space: X -1..1 (left to right wall), Y 0..1 (floor to
 * ceiling), Z 0..1 (camera plane to back wall). Boxes drawn through it share one vanishing point,
 * which is what makes the procedural rooms read as wide-angle listing photos.
 */
export type P = (x: number, y: number, z: number) => [number, number];

export type Projector = { p: P; eye: number; w: number; h: number };

export function makeProjector(w: number, h: number, vx: number, vy: number, depth = 1.7): Projector {
  const b = h * 1.12;
  const eye = (h * 1.06 - vy) / b;
  const a = w * 0.62;
  const p: P = (x, y, z) => {
    const s = 1 / (1 + depth * z);
    return [vx + x * a * s, vy + (eye - y) * b * s];
  };
  return { p, eye, w, h };
}

/** Quad on a plane from four room-space corners. */
export function quad(pr: Projector, pts: [number, number, number][], fill: string, extra = ''): string {
  return poly(
    pts.map(([x, y, z]) => pr.p(x, y, z)),
    fill,
    extra,
  );
}

/** A box [x0,x1]x[y0,y1]x[z0,z1]: front, top (if below the eye) and the side facing the centre. */
export function box(
  pr: Projector,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  color: string,
): string {
  const out: string[] = [];
  if (x1 < 0)
    out.push(
      quad(
        pr,
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        shade(color, -0.18),
      ),
    );
  if (x0 > 0)
    out.push(
      quad(
        pr,
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        shade(color, -0.18),
      ),
    );
  if (y1 < pr.eye)
    out.push(
      quad(
        pr,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        shade(color, 0.12),
      ),
    );
  else
    out.push(
      quad(
        pr,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        shade(color, -0.3),
      ),
    );
  out.push(
    quad(
      pr,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      color,
    ),
  );
  return out.join('');
}

/** Soft contact shadow on the floor under an object footprint. */
export function floorShadow(pr: Projector, x0: number, x1: number, z0: number, z1: number): string {
  return quad(
    pr,
    [
      [x0 - 0.03, 0, z0 - 0.02],
      [x1 + 0.03, 0, z0 - 0.02],
      [x1 + 0.03, 0, z1],
      [x0 - 0.03, 0, z1],
    ],
    '#000',
    'opacity="0.28" filter="url(#shadowblur)"',
  );
}
