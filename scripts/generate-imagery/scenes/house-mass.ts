import type { Rng } from '../seeded-random.ts';
import { line, poly, rect, shade } from '../svg-kit.ts';
import type { Light } from './sky-and-ground.ts';

/** One block of the house (main or garage): a front face, a right side face, a roof and windows. */
export type Mass = {
  x: number;
  w: number;
  h: number;
  roof: 'gable-front' | 'gable-side' | 'flat';
  storeys: number;
  garage: boolean;
};

function window_(
  x: number,
  y: number,
  w: number,
  h: number,
  trim: string,
  light: Light,
  rng: Rng,
  modern: boolean,
): string {
  const out: string[] = [];
  if (light === 'twilight' && rng.chance(0.85))
    out.push(
      rect(x - w * 0.3, y - h * 0.2, w * 1.6, h * 1.4, '#ffb55e', 'filter="url(#winglow)" opacity="0.55"'),
    );
  out.push(rect(x - 4, y - 4, w + 8, h + 8, trim));
  out.push(rect(x, y, w, h, 'url(#glass)'));
  if (light !== 'twilight')
    out.push(
      poly(
        [
          [x + w * 0.15, y],
          [x + w * 0.45, y],
          [x + w * 0.05, y + h],
          [x, y + h],
          [x, y + h * 0.6],
        ],
        '#ffffff',
        'opacity="0.18"',
      ),
    );
  else out.push(rect(x + w * 0.1, y + h * 0.08, w * 0.8, h * 0.25, '#fff3d6', 'opacity="0.35"'));
  if (!modern) {
    out.push(line(x + w / 2, y, x + w / 2, y + h, trim, 3), line(x, y + h / 2, x + w, y + h / 2, trim, 3));
    out.push(rect(x - 8, y + h + 2, w + 16, 6, shade(trim, -0.1)));
  } else if (w > h)
    out.push(
      line(x + w / 3, y, x + w / 3, y + h, trim, 3),
      line(x + (2 * w) / 3, y, x + (2 * w) / 3, y + h, trim, 3),
    );
  return out.join('');
}

export function drawMass(
  m: Mass,
  base: number,
  d: [number, number],
  c: { wall: string; roof: string; trim: string; tex: string },
  light: Light,
  rng: Rng,
  doorX: number,
): string {
  const [dx, dy] = d;
  const top = base - m.h;
  const x1 = m.x + m.w;
  const dark = light === 'twilight' ? -0.45 : 0;
  const wall = shade(c.wall, dark);
  const side = shade(c.wall, dark - 0.22);
  const roof = shade(c.roof, light === 'twilight' ? -0.3 : 0);
  const out: string[] = [];
  out.push(
    poly(
      [
        [x1, top],
        [x1 + dx, top + dy],
        [x1 + dx, base + dy],
        [x1, base],
      ],
      side,
    ),
  );
  out.push(
    rect(m.x, top, m.w, m.h, wall),
    rect(m.x, top, m.w, m.h, `url(#${c.tex})`),
    rect(m.x, top, m.w, m.h, 'url(#wallshade)'),
  );
  out.push(rect(m.x, top, m.w, 22, '#000', 'opacity="0.14"'));
  const oh = m.w * 0.04;
  if (m.roof === 'gable-front') {
    const peak = top - m.w * 0.38;
    out.push(
      poly(
        [
          [x1 + oh, top + 6],
          [m.x + m.w / 2, peak],
          [m.x + m.w / 2 + dx, peak + dy],
          [x1 + oh + dx, top + 6 + dy],
        ],
        shade(roof, -0.1),
      ),
    );
    out.push(
      poly(
        [
          [m.x - oh, top + 6],
          [m.x + m.w / 2, peak - 8],
          [x1 + oh, top + 6],
          [x1 - oh * 0.5, top + 6],
          [m.x + m.w / 2, peak + 12],
          [m.x + oh * 0.5, top + 6],
        ],
        c.trim,
      ),
    );
    out.push(
      poly(
        [
          [m.x + oh * 0.5, top + 6],
          [m.x + m.w / 2, peak + 12],
          [x1 - oh * 0.5, top + 6],
        ],
        wall,
      ),
      poly(
        [
          [m.x + oh * 0.5, top + 6],
          [m.x + m.w / 2, peak + 12],
          [x1 - oh * 0.5, top + 6],
        ],
        `url(#${c.tex})`,
      ),
    );
    out.push(
      poly(
        [
          [m.x - oh, top + 6],
          [m.x + m.w / 2, peak - 8],
          [m.x + m.w / 2, peak + 4],
          [m.x - oh + 10, top + 10],
        ],
        roof,
      ),
    );
    if (m.w > 220) out.push(window_(m.x + m.w / 2 - 28, top - m.w * 0.2, 56, 44, c.trim, light, rng, false));
  } else if (m.roof === 'gable-side') {
    const rh = m.w * 0.16 + 40;
    out.push(
      poly(
        [
          [x1, top],
          [x1 + dx / 2, top - rh + dy / 2],
          [x1 + dx, top + dy],
        ],
        side,
      ),
    );
    out.push(
      poly(
        [
          [m.x - oh, top + 8],
          [x1 + oh, top + 8],
          [x1 + dx / 2 + oh, top - rh + dy / 2],
          [m.x + dx / 2 - oh, top - rh + dy / 2],
        ],
        roof,
      ),
    );
    out.push(line(m.x - oh, top + 8, x1 + oh, top + 8, shade(c.trim, -0.05), 6));
  } else {
    out.push(
      poly(
        [
          [m.x - oh, top - 14],
          [x1 + oh, top - 14],
          [x1 + oh + dx, top - 14 + dy],
          [m.x - oh + dx, top - 14 + dy],
        ],
        shade(roof, 0.1),
      ),
    );
    out.push(rect(m.x - oh, top - 16, m.w + oh * 2, 18, shade(c.trim, -0.1)));
  }
  // Shingle hints on pitched roofs: a few faint horizontal courses.
  const sh = m.h / m.storeys;
  for (let s = 0; s < m.storeys; s++) {
    const rowTop = top + s * sh + sh * 0.22;
    if (m.garage) break;
    const n = Math.max(2, Math.round(m.w / 170));
    const ww = (m.w / n) * (m.roof === 'flat' ? 0.66 : 0.48);
    for (let i = 0; i < n; i++) {
      const cx = m.x + (m.w / n) * (i + 0.5);
      // Leave the ground-floor bay that holds the front door free of windows.
      if (s === m.storeys - 1 && Math.abs(cx - doorX) < m.w / n / 1.6) continue;
      out.push(window_(cx - ww / 2, rowTop, ww, sh * 0.55, c.trim, light, rng, m.roof === 'flat'));
    }
  }
  return out.join('');
}
