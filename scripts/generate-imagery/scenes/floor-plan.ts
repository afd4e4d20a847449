import type { Rng } from '../seeded-random.ts';
import { f, line, rect, svgDoc } from '../svg-kit.ts';
import { SANS } from '../brand-palette.ts';
import { planLayout } from './plan-layout.ts';

/**
 * A 2D marketing floor plan: thick exterior walls, thinner partitions, door swings, window breaks,
 * room names with areas and an overall dimension line, on warm paper with a faint grid.
 */
export function floorPlan(rng: Rng, w: number, h: number, colored = false): string {
  const pw = rng.range(11, 15);
  const pd = rng.range(8, 11);
  const rooms = planLayout(rng, pw, pd, rng.int(6, 9));
  const scale = Math.min((w * 0.78) / pw, (h * 0.72) / pd);
  const ox = (w - pw * scale) / 2;
  const oy = (h - pd * scale) / 2 + h * 0.03;
  const X = (v: number) => ox + v * scale;
  const Y = (v: number) => oy + v * scale;
  const fills = ['#f3e9d8', '#e6eef2', '#eef2e6', '#f4e6e1', '#ebe7f3', '#f2efe4'];
  const out = [rect(0, 0, w, h, '#fbfaf7'), rect(0, 0, w, h, 'url(#grid)')];
  for (const [i, r] of rooms.entries()) {
    out.push(
      rect(
        X(r.x),
        Y(r.y),
        r.w * scale,
        r.h * scale,
        colored ? fills[i % fills.length]! : '#ffffff',
        'stroke="#2b2b2b" stroke-width="7"',
      ),
    );
    const fs = Math.max(16, Math.min(30, r.w * scale * 0.11));
    const cx = X(r.x + r.w / 2);
    const cy = Y(r.y + r.h / 2);
    out.push(
      `<text x="${f(cx)}" y="${f(cy)}" text-anchor="middle" font-family="${SANS}" font-size="${f(fs)}" font-weight="700" fill="#2b2b2b">${r.name.toUpperCase()}</text>`,
    );
    out.push(
      `<text x="${f(cx)}" y="${f(cy + fs * 1.2)}" text-anchor="middle" font-family="${SANS}" font-size="${f(fs * 0.72)}" fill="#6b6b6b">${(r.w * 3.28).toFixed(0)}' x ${(r.h * 3.28).toFixed(0)}'</text>`,
    );
    // Door: a gap in the room's top or left wall plus its swing arc.
    const d = 0.9 * scale;
    if (r.y > 0.01) {
      const dx = X(r.x + r.w * rng.range(0.2, 0.6));
      out.push(line(dx, Y(r.y), dx + d, Y(r.y), '#ffffff', 9));
      out.push(
        `<path d="M${f(dx)} ${f(Y(r.y))}v${f(d)}a${f(d)} ${f(d)} 0 0 0 ${f(d)} ${f(-d)}" fill="none" stroke="#8a8a8a" stroke-width="2"/>`,
      );
    } else if (r.x > 0.01) {
      const dy = Y(r.y + r.h * rng.range(0.3, 0.6));
      out.push(line(X(r.x), dy, X(r.x), dy + d, '#ffffff', 9));
      out.push(
        `<path d="M${f(X(r.x))} ${f(dy)}h${f(d)}a${f(d)} ${f(d)} 0 0 1 ${f(-d)} ${f(d)}" fill="none" stroke="#8a8a8a" stroke-width="2"/>`,
      );
    }
  }
  out.push(rect(ox, oy, pw * scale, pd * scale, 'none', 'stroke="#1e1e1e" stroke-width="16"'));
  // Windows: breaks in the exterior wall drawn as a double line.
  for (let i = 0; i < 6; i++) {
    const along = rng.range(0.1, 0.8);
    const len = rng.range(1, 1.8) * scale;
    const top = i % 2 === 0;
    const x = ox + along * pw * scale;
    const y = top ? oy : oy + pd * scale;
    out.push(
      line(x, y, x + len, y, '#ffffff', 12),
      line(x, y - 4, x + len, y - 4, '#1e1e1e', 2),
      line(x, y + 4, x + len, y + 4, '#1e1e1e', 2),
    );
  }
  const dy = oy - 46;
  out.push(
    line(ox, dy, ox + pw * scale, dy, '#555', 2),
    line(ox, dy - 12, ox, dy + 12, '#555', 2),
    line(ox + pw * scale, dy - 12, ox + pw * scale, dy + 12, '#555', 2),
  );
  out.push(
    `<text x="${f(w / 2)}" y="${f(dy - 12)}" text-anchor="middle" font-family="${SANS}" font-size="22" fill="#555">${(pw * 3.28).toFixed(0)}' - ${(pw).toFixed(1)} m</text>`,
  );
  out.push(
    `<text x="${f(ox)}" y="${f(h - 34)}" font-family="${SANS}" font-size="24" font-weight="700" fill="#1e1e1e" letter-spacing="3">MAIN FLOOR</text>`,
  );
  out.push(
    `<text x="${f(ox + pw * scale)}" y="${f(h - 34)}" text-anchor="end" font-family="${SANS}" font-size="20" fill="#777">${Math.round(pw * pd * 10.76)} sq ft  ·  For illustration only</text>`,
  );
  const defs = `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#e9e4da" stroke-width="1"/></pattern>`;
  return svgDoc(w, h, defs, out.join(''));
}
