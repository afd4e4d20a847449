import { BRAND, SANS } from '../brand-palette.ts';
import type { Rng } from '../seeded-random.ts';
import { f, linear, rect, svgDoc } from '../svg-kit.ts';
import { interiorRoom } from './interior-room.ts';
import { nest, scopeIds } from './nested-scene.ts';

/** Dark analytics dashboard: KPI cards, a trend line, bars, and an AI-staged room preview. */
export function aiDashboard(rng: Rng, w: number, h: number): string {
  const accent = rng.pick(['#5eead4', '#60a5fa', '#c9a45c', '#a78bfa']);
  const out = [rect(0, 0, w, h, 'url(#dash)')];
  const pad = w * 0.04;
  out.push(rect(0, 0, w * 0.14, h, '#0a1226'));
  for (let i = 0; i < 6; i++)
    out.push(
      rect(w * 0.03, h * 0.14 + i * h * 0.09, w * 0.08, h * 0.022, i === 1 ? accent : '#24304a', 'rx="6"'),
    );
  const x0 = w * 0.14 + pad;
  const cw = (w - x0 - pad * 2) / 3;
  const labels = ['Listings analysed', 'Avg. days on market', 'Lead score'];
  for (let i = 0; i < 3; i++) {
    const cx = x0 + i * (cw + pad / 2);
    out.push(rect(cx, h * 0.08, cw, h * 0.17, '#142042', 'rx="14"'));
    out.push(
      `<text x="${f(cx + 24)}" y="${f(h * 0.08 + 40)}" font-family="${SANS}" font-size="${f(h * 0.026)}" fill="#8ea0c4">${labels[i]}</text>`,
    );
    const value = [String(rng.int(1200, 4800)), String(rng.int(9, 24)), `${rng.int(72, 97)}%`][i];
    out.push(
      `<text x="${f(cx + 24)}" y="${f(h * 0.08 + h * 0.12)}" font-family="${SANS}" font-size="${f(h * 0.06)}" font-weight="700" fill="#ffffff">${value}</text>`,
    );
  }
  const gx = x0;
  const gy = h * 0.3;
  const gw = cw * 2 + pad / 2;
  const gh = h * 0.38;
  out.push(rect(gx, gy, gw, gh, '#142042', 'rx="14"'));
  const pts: string[] = [];
  let v = 0.5;
  for (let i = 0; i <= 24; i++) {
    v = Math.min(0.9, Math.max(0.15, v + rng.range(-0.1, 0.13)));
    pts.push(`${f(gx + 30 + (i / 24) * (gw - 60))},${f(gy + gh - 30 - v * (gh - 80))}`);
  }
  out.push(
    `<polygon points="${f(gx + 30)},${f(gy + gh - 30)} ${pts.join(' ')} ${f(gx + gw - 30)},${f(gy + gh - 30)}" fill="url(#area)"/>`,
  );
  out.push(
    `<polyline points="${pts.join(' ')}" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>`,
  );
  for (let i = 1; i < 4; i++) out.push(rect(gx + 30, gy + (gh / 4) * i, gw - 60, 1.5, '#24304a'));
  const bx = gx;
  const by = gy + gh + pad / 2;
  const bh = h - by - pad;
  out.push(rect(bx, by, gw, bh, '#142042', 'rx="14"'));
  for (let i = 0; i < 12; i++) {
    const val = rng.range(0.2, 0.95);
    out.push(
      rect(
        bx + 30 + i * ((gw - 60) / 12),
        by + bh - 20 - val * (bh - 50),
        (gw - 60) / 12 - 14,
        val * (bh - 50),
        i % 3 === 0 ? accent : '#3b4c7a',
        'rx="4"',
      ),
    );
  }
  const rx = gx + gw + pad / 2;
  out.push(rect(rx, gy, cw, h - gy - pad, '#142042', 'rx="14"'));
  const room = scopeIds(
    interiorRoom(rng, 1600, 1200, rng.pick(['living', 'bedroom', 'kitchen'] as const)),
    'ai',
  );
  out.push(nest(room, rx + 20, gy + 20, cw - 40, (cw - 40) * 0.75));
  out.push(rect(rx + 30, gy + 30, cw * 0.36, 32, accent, 'rx="16"'));
  out.push(
    `<text x="${f(rx + 30 + cw * 0.18)}" y="${f(gy + 52)}" text-anchor="middle" font-family="${SANS}" font-size="17" font-weight="700" fill="${BRAND.navyDeep}">AI STAGED</text>`,
  );
  for (let i = 0; i < 5; i++)
    out.push(
      rect(
        rx + 24,
        gy + 40 + (cw - 40) * 0.75 + i * 34,
        (cw - 48) * (1 - (i % 3) * 0.2),
        12,
        '#24304a',
        'rx="6"',
      ),
    );
  const defs = [
    linear(
      'dash',
      [
        [0, '#0e1a36'],
        [1, BRAND.navyDeep],
      ],
      1,
      1,
    ),
    linear(
      'area',
      [
        [0, accent],
        [1, accent],
      ],
      0,
      1,
      [0.35, 0],
    ),
  ].join('');
  return svgDoc(w, h, defs, out.join(''));
}
