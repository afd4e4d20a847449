import { BRAND, SANS } from '../brand-palette.ts';
import { logoSvg } from '../brand-svgs.ts';
import type { Rng } from '../seeded-random.ts';
import { linear, rect, svgDoc } from '../svg-kit.ts';
import { exteriorHouse } from './exterior-house.ts';
import { nest, scopeIds } from './nested-scene.ts';

/** Branded share card: twilight listing photo on the right, navy panel with logo and tagline on the left. */
export function ogCard(rng: Rng, w: number, h: number): string {
  const photo = scopeIds(exteriorHouse(rng, 1600, 1200, 'twilight'), 'og');
  const panel = w * 0.5;
  const logo = nest(
    scopeIds(logoSvg('#ffffff', BRAND.goldLight), 'logo'),
    w * 0.06,
    h * 0.12,
    175 * 2.6,
    44 * 2.6,
  );
  const out = [
    nest(photo, panel * 0.8, 0, w - panel * 0.8, h),
    rect(0, 0, panel, h, BRAND.navy),
    rect(panel, 0, w * 0.18, h, 'url(#fade)'),
    logo,
    `<text x="${w * 0.06}" y="${h * 0.56}" font-family="${SANS}" font-size="${h * 0.062}" font-weight="700" fill="#fff">Toronto's Premier</text>`,
    `<text x="${w * 0.06}" y="${h * 0.56 + h * 0.08}" font-family="${SANS}" font-size="${h * 0.062}" font-weight="700" fill="#fff">Real Estate Media Company</text>`,
    rect(w * 0.06, h * 0.72, w * 0.06, 5, BRAND.gold),
    `<text x="${w * 0.06}" y="${h * 0.82}" font-family="${SANS}" font-size="${h * 0.032}" letter-spacing="2" fill="${BRAND.goldLight}">PHOTO · VIDEO · DRONE · 3D TOURS</text>`,
  ];
  const defs = linear(
    'fade',
    [
      [0, BRAND.navy],
      [1, BRAND.navy],
    ],
    1,
    0,
    [1, 0],
  );
  return svgDoc(w, h, defs, out.join(''));
}
