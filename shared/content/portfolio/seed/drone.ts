import { DRONE_PAGE } from '../../services/pages/drone.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

export const DRONE_SEED = [
  ...DRONE_PAGE.featured.items,
  portfolioImage('drone', 6, {
    title: 'The Beaches Shoreline',
    description: 'The lake, the beach and the neighbourhood around a family home.',
    category: 'Waterfront',
    specs: '12 aerials · Lake and beach',
  }),
  portfolioImage('drone', 7, {
    title: 'Richmond Hill Block Survey',
    description: 'Survey-style top-down imagery of a block of family homes for a land assembly.',
    category: 'Land Survey',
    specs: 'Orthomosaic · 6 acres',
  }),
  portfolioImage('drone', 8, {
    title: 'Lake Simcoe Shoreline',
    description: 'A high-altitude view of cottages and homes along the lake.',
    category: 'Waterfront',
    specs: '15 aerials · 120 m altitude',
  }),
];
