import type { Rng } from './seeded-random.ts';

/** Tiny helpers to write SVG scenes as strings; numbers are rounded to keep the markup small. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: [number, string][], x2 = 0, y2 = 1, opacity?: number[]): string {
  const s = stops
    .map(
      ([o, c], i) =>
        `<stop offset="${o}" stop-color="${c}"${opacity ? ` stop-opacity="${opacity[i] ?? 1}"` : ''}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ''}/>`;
}

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t);
  };
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

export const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

/** A soft cloud bank of overlapping blurred ellipses. */
export function cloud(rng: Rng, cx: number, cy: number, scale: number, fill: string, filter: string): string {
  const parts: string[] = [];
  const n = rng.int(4, 7);
  for (let i = 0; i < n; i++) {
    parts.push(
      ellipse(
        cx + rng.range(-1, 1) * 90 * scale,
        cy + rng.range(-0.4, 0.3) * 30 * scale,
        rng.range(40, 90) * scale,
        rng.range(14, 30) * scale,
        fill,
      ),
    );
  }
  return `<g filter="url(#${filter})" opacity="${f(rng.range(0.5, 0.85))}">${parts.join('')}</g>`;
}

/** A deciduous or conifer tree with a soft shadow; base at (x, y). */
export function tree(rng: Rng, x: number, y: number, size: number, leaf: string, filter: string): string {
  const trunk = rect(x - size * 0.04, y - size * 0.45, size * 0.08, size * 0.45, '#4a3a2c');
  if (rng.chance(0.3)) {
    // Conifer: stacked tiers, each a little lighter on its left half.
    const tiers: string[] = [];
    for (let t = 0; t < 4; t++) {
      const ty = y - size * (0.25 + t * 0.3);
      const half = size * (0.42 - t * 0.08);
      tiers.push(
        poly(
          [
            [x, ty - size * 0.5],
            [x + half, ty],
            [x - half, ty],
          ],
          shade(leaf, -0.3 + t * 0.04),
        ),
      );
      tiers.push(
        poly(
          [
            [x, ty - size * 0.5],
            [x, ty],
            [x - half, ty],
          ],
          shade(leaf, -0.18 + t * 0.04),
        ),
      );
    }
    return `${trunk}<g filter="url(#${filter})">${tiers.join('')}</g>`;
  }
  // Many small overlapping leaf clusters, darker underneath and lit from the upper left.
  const blobs: string[] = [];
  const n = 22;
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * size * 0.36;
    const bx = x + Math.cos(a) * r;
    const by = y - size * 0.95 + Math.sin(a) * r * 0.9;
    const lit = (x - bx) / size + (y - size * 0.95 - by) / size;
    blobs.push(
      ellipse(
        bx,
        by,
        size * rng.range(0.1, 0.17),
        size * rng.range(0.09, 0.15),
        shade(leaf, -0.28 + t * 0.2 + lit * 0.5),
      ),
    );
  }
  return `${trunk}<g filter="url(#${filter})">${blobs.join('')}</g>`;
}
