import { PHOTOGRAPHY_PAGE } from '../../services/pages/photography.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

/** The service page's featured work plus three more listings. */
export const PHOTOGRAPHY_SEED = [
  ...PHOTOGRAPHY_PAGE.featured.items,
  portfolioImage('photography', 6, {
    title: 'Midtown Condominium',
    description: 'A glass tower photographed from across the street in clean afternoon light.',
    category: 'Condo',
    specs: '25 photos · 950 sq ft suite · Exterior set',
  }),
  portfolioImage('photography', 7, {
    title: 'The Beaches Living Room',
    description: 'A staged living room with an accent chair and artwork, steps from the boardwalk.',
    category: 'Residential',
    specs: '26 photos · 1,300 sq ft',
  }),
  portfolioImage('photography', 8, {
    title: 'Bridle Path Dusk',
    description: 'A twilight set for a family home, with landscape and porch lighting on.',
    category: 'Twilight',
    specs: '12 twilight photos · 7,800 sq ft',
  }),
];
