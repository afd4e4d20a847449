import { BRAND, SANS } from '../brand-palette.ts';
import { f, rect } from '../svg-kit.ts';

/**
 * Overlays that turn a scene into a specific deliverable: a video frame (letterbox, play button,
 * scrubber), a before/after edit comparison, and a 3D-tour viewer. Each wraps the scene's inner markup.
 */
function inner(svg: string): { open: string; content: string } {
  const open = svg.slice(0, svg.indexOf('>') + 1);
  return { open, content: svg.slice(open.length, svg.lastIndexOf('</svg>')) };
}

export function videoFrame(scene: string, w: number, h: number, progress: number): string {
  const { open, content } = inner(scene);
  const bar = h * 0.09;
  const r = Math.min(w, h) * 0.075;
  return `${open}${content}
${rect(0, 0, w, bar, '#000')}${rect(0, h - bar, w, bar, '#000')}
<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(r)}" fill="#000" opacity="0.45"/><circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(r)}" fill="none" stroke="#fff" stroke-width="5" opacity="0.9"/>
<path d="M${f(w / 2 - r * 0.3)} ${f(h / 2 - r * 0.45)}l${f(r * 0.8)} ${f(r * 0.45)}l${f(-r * 0.8)} ${f(r * 0.45)}z" fill="#fff"/>
${rect(w * 0.05, h - bar * 0.55, w * 0.9, 6, '#ffffff', 'opacity="0.35" rx="3"')}${rect(w * 0.05, h - bar * 0.55, w * 0.9 * progress, 6, BRAND.gold, 'rx="3"')}
<circle cx="${f(w * 0.05 + w * 0.9 * progress)}" cy="${f(h - bar * 0.55 + 3)}" r="11" fill="#fff"/>
<text x="${f(w * 0.05)}" y="${f(h - bar * 0.2)}" font-family="${SANS}" font-size="${f(bar * 0.24)}" fill="#fff" opacity="0.8">0:${String(Math.round(progress * 59)).padStart(2, '0')} / 1:${String(Math.round(progress * 97) % 60).padStart(2, '0')}</text>
<text x="${f(w * 0.95)}" y="${f(bar * 0.62)}" text-anchor="end" font-family="${SANS}" font-size="${f(bar * 0.28)}" font-weight="700" letter-spacing="3" fill="#fff" opacity="0.85">4K · CINEMATIC TOUR</text></svg>`;
}

/** Left half is the untouched capture: dim, grey-cast and flat; right half is the edit. */
export function beforeAfter(scene: string, w: number, h: number): string {
  const { open, content } = inner(scene);
  const split = w / 2;
  const label = (x: number, text: string) =>
    `${rect(x, h * 0.06, text.length * h * 0.022 + 40, h * 0.065, '#000', 'rx="6" opacity="0.55"')}<text x="${f(x + 20)}" y="${f(h * 0.06 + h * 0.045)}" font-family="${SANS}" font-size="${f(h * 0.032)}" font-weight="700" letter-spacing="3" fill="#fff">${text}</text>`;
  return `${open.replace('<defs>', '')}<defs><clipPath id="ba-left"><rect width="${f(split)}" height="${h}"/></clipPath>
<filter id="ba-dull"><feColorMatrix type="saturate" values="0.35"/><feComponentTransfer><feFuncR type="linear" slope="0.62" intercept="0.05"/><feFuncG type="linear" slope="0.62" intercept="0.05"/><feFuncB type="linear" slope="0.6" intercept="0.1"/></feComponentTransfer><feGaussianBlur stdDeviation="1.2"/></filter></defs>
<g>${content}</g><g clip-path="url(#ba-left)"><g filter="url(#ba-dull)">${content}</g></g>
${rect(split - 3, 0, 6, h, '#fff')}<circle cx="${f(split)}" cy="${f(h / 2)}" r="34" fill="#fff"/>
<path d="M${f(split - 10)} ${f(h / 2 - 12)}l-12 12l12 12M${f(split + 10)} ${f(h / 2 - 12)}l12 12l-12 12" fill="none" stroke="${BRAND.navy}" stroke-width="5"/>
${label(w * 0.03, 'BEFORE')}${label(w * 0.97 - 5 * h * 0.022 - 40, 'AFTER')}</svg>`;
}

/** Matterport-style viewer chrome: floor selector, measurement tag, and navigation discs on the floor. */
export function tourViewer(scene: string, w: number, h: number): string {
  const { open, content } = inner(scene);
  const discs = [0.3, 0.5, 0.68]
    .map(
      (t, i) =>
        `<ellipse cx="${f(w * (0.35 + i * 0.14))}" cy="${f(h * (0.7 + t * 0.25))}" rx="${f(46 - i * 8)}" ry="${f(16 - i * 3)}" fill="#fff" opacity="0.55" stroke="#fff" stroke-width="3"/>`,
    )
    .join('');
  const btn = (x: number, y: number, text: string) =>
    `${rect(x, y, 150, 48, '#ffffff', 'rx="24" opacity="0.92"')}<text x="${f(x + 75)}" y="${f(y + 31)}" text-anchor="middle" font-family="${SANS}" font-size="18" font-weight="700" fill="${BRAND.navy}">${text}</text>`;
  return `${open}${content}${discs}
${btn(w * 0.03, h * 0.05, '3D TOUR')}${btn(w * 0.03 + 165, h * 0.05, 'FLOOR 1')}
${rect(w - 90, h * 0.05, 60, 180, '#ffffff', 'rx="30" opacity="0.92"')}
${[0, 1, 2].map((i) => `<circle cx="${f(w - 60)}" cy="${f(h * 0.05 + 32 + i * 58)}" r="14" fill="${i === 0 ? BRAND.navy : '#aab3bf'}"/>`).join('')}
${rect(w * 0.58, h * 0.42, 190, 44, BRAND.navy, 'rx="8" opacity="0.9"')}<text x="${f(w * 0.58 + 95)}" y="${f(h * 0.42 + 29)}" text-anchor="middle" font-family="${SANS}" font-size="19" fill="#fff">12' 4" x 15' 8"</text></svg>`;
}
