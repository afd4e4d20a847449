import type { Rng } from '../seeded-random.ts';
import { ellipse, f, linear, radial, rect, shade, svgDoc } from '../svg-kit.ts';

/**
 * Illustrated people (no real likeness): soft-lit head-and-shoulders figures, optionally holding
 * a camera, in front of a seamless studio backdrop.
 */
const SKIN = ['#f1c7a5', '#d9a47c', '#b57a54', '#8a5a3c', '#e8b894', '#6e452e'];
const HAIR = ['#2b211c', '#4a3426', '#1b1b1b', '#7a5a3a', '#b89468', '#5a5a5a'];
const TOP = ['#0c1f3c', '#2d3a4a', '#6f7f6a', '#8a6f56', '#3b3b3b', '#9aa6b2', '#7a3b2e'];

export function person(rng: Rng, cx: number, base: number, s: number, withCamera: boolean): string {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const top = rng.pick(TOP);
  const headY = base - 520 * s;
  const out = [
    ellipse(cx, base + 10 * s, 260 * s, 40 * s, '#000', 'opacity="0.18" filter="url(#pblur)"'),
    `<path d="M${f(cx - 230 * s)} ${f(base)}q0 ${f(-250 * s)} ${f(110 * s)} ${f(-290 * s)}h${f(240 * s)}q${f(110 * s)} ${f(40 * s)} ${f(110 * s)} ${f(290 * s)}z" fill="${top}"/>`,
    `<path d="M${f(cx - 230 * s)} ${f(base)}q0 ${f(-250 * s)} ${f(110 * s)} ${f(-290 * s)}h${f(240 * s)}q${f(110 * s)} ${f(40 * s)} ${f(110 * s)} ${f(290 * s)}z" fill="url(#clothshade)"/>`,
    rect(cx - 42 * s, headY + 120 * s, 84 * s, 130 * s, shade(skin, -0.12)),
    ellipse(cx, headY + 40 * s, 112 * s, 138 * s, skin),
    ellipse(
      cx + 40 * s,
      headY + 50 * s,
      70 * s,
      120 * s,
      shade(skin, -0.12),
      'opacity="0.5" filter="url(#pblur)"',
    ),
  ];
  const style = rng.int(0, 2);
  if (style === 0)
    out.push(
      `<path d="M${f(cx - 118 * s)} ${f(headY + 30 * s)}q0 ${f(-160 * s)} ${f(118 * s)} ${f(-150 * s)}q${f(125 * s)} ${f(-5 * s)} ${f(118 * s)} ${f(150 * s)}q${f(-60 * s)} ${f(-90 * s)} ${f(-236 * s)} 0z" fill="${hair}"/>`,
    );
  else if (style === 1)
    out.push(
      `<path d="M${f(cx - 125 * s)} ${f(headY + 190 * s)}q${f(-30 * s)} ${f(-330 * s)} ${f(125 * s)} ${f(-320 * s)}q${f(155 * s)} ${f(-10 * s)} ${f(125 * s)} ${f(320 * s)}q${f(-20 * s)} ${f(-200 * s)} ${f(-100 * s)} ${f(-250 * s)}q${f(-80 * s)} ${f(60 * s)} ${f(-150 * s)} ${f(250 * s)}z" fill="${hair}"/>`,
    );
  else
    out.push(
      `<path d="M${f(cx - 112 * s)} ${f(headY)}q${f(10 * s)} ${f(-110 * s)} ${f(112 * s)} ${f(-98 * s)}q${f(102 * s)} ${f(-10 * s)} ${f(112 * s)} ${f(98 * s)}q${f(-112 * s)} ${f(-40 * s)} ${f(-224 * s)} 0z" fill="${hair}"/>`,
    );
  if (withCamera) {
    const cy = base - 230 * s;
    out.push(
      `<rect x="${f(cx - 150 * s)}" y="${f(cy - 70 * s)}" width="${f(250 * s)}" height="${f(150 * s)}" rx="${f(18 * s)}" fill="#1c1d20"/>`,
    );
    out.push(rect(cx - 110 * s, cy - 100 * s, 80 * s, 40 * s, '#1c1d20', `rx="${f(6 * s)}"`));
    out.push(
      `<circle cx="${f(cx - 20 * s)}" cy="${f(cy + 5 * s)}" r="${f(62 * s)}" fill="#2b2d31" stroke="#0d0e10" stroke-width="${f(10 * s)}"/>`,
    );
    out.push(`<circle cx="${f(cx - 20 * s)}" cy="${f(cy + 5 * s)}" r="${f(34 * s)}" fill="url(#lens)"/>`);
    out.push(
      ellipse(cx + 125 * s, cy + 20 * s, 52 * s, 60 * s, skin),
      ellipse(cx - 170 * s, cy + 30 * s, 46 * s, 56 * s, skin),
    );
  }
  return out.join('');
}

function peopleDefs(rng: Rng): string {
  return [
    radial(
      'backdrop',
      [
        [0, rng.pick(['#e9e4dc', '#dfe6ec', '#e6e1ea', '#e4e9e1']), 1],
        [1, rng.pick(['#a9a29a', '#8e9aa6', '#9b93a5', '#97a08f']), 1],
      ],
      0.5,
      0.35,
      0.8,
    ),
    linear(
      'clothshade',
      [
        [0, '#ffffff'],
        [1, '#000000'],
      ],
      1,
      0.3,
      [0.12, 0.3],
    ),
    radial(
      'lens',
      [
        [0, '#6d86b8', 1],
        [0.6, '#1b2540', 1],
        [1, '#05070d', 1],
      ],
      0.4,
      0.35,
      0.7,
    ),
    `<filter id="pblur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`,
  ].join('');
}

/** Founder portrait (4:5) or author headshot (1:1): one figure, centred. */
export function portrait(rng: Rng, w: number, h: number, withCamera: boolean): string {
  const s = Math.min(w / 700, h / 820);
  return svgDoc(
    w,
    h,
    peopleDefs(rng),
    rect(0, 0, w, h, 'url(#backdrop)') + person(rng, w / 2, h + 20 * s, s, withCamera),
  );
}

/** Team group shot: four or five figures at staggered depths. */
export function teamPhoto(rng: Rng, w: number, h: number): string {
  const n = rng.int(4, 5);
  const out = [rect(0, 0, w, h, 'url(#backdrop)')];
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (a % 2) - (b % 2));
  for (const i of order) {
    const back = i % 2 === 1;
    const s = (h / 1000) * (back ? 0.95 : 1.1);
    out.push(
      person(rng, (w / (n + 1)) * (i + 1) + rng.range(-30, 30), h + (back ? -40 : 40) * s, s, i === 0),
    );
  }
  return svgDoc(w, h, peopleDefs(rng), out.join(''));
}
