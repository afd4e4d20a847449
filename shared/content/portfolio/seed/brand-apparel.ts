import { BRAND_PAGE } from '../../services/pages/brand.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

export const BRAND_APPAREL_SEED = [
  ...BRAND_PAGE.featured.items,
  portfolioImage('brand-apparel', 6, {
    title: 'Avery Home Team Brand Rollout',
    description: 'A new brand identity applied to the team’s everyday apparel.',
    category: 'Brand Identity',
    specs: 'Logo, colours and apparel',
  }),
  portfolioImage('brand-apparel', 7, {
    title: 'Agent Team Uniform',
    description: 'Clean tees with a small chest logo for a growing team.',
    category: 'Custom Apparel',
    specs: '45 pieces · Embroidery',
  }),
  portfolioImage('brand-apparel', 8, {
    title: 'Promotional Cap & Shirt',
    description: 'A giveaway set for a team’s community charity run.',
    category: 'Corporate Merchandise',
    specs: '200 sets · Screen print',
  }),
];
