import { WEBSITE_PAGE } from '../../services/pages/website.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

export const WEBSITE_DESIGN_SEED = [
  ...WEBSITE_PAGE.featured.items,
  portfolioImage('website-design', 6, {
    title: 'Rosedale Listing Site',
    description: 'A property website where each room has its own photo thumbnail.',
    category: 'Single Property',
    specs: 'Launched in 3 business days',
  }),
  portfolioImage('website-design', 7, {
    title: 'Mobile-First Listing Page',
    description: 'A listing page designed for the phone first, where most buyers see it.',
    category: 'Single Property',
    specs: 'Launched in 4 business days',
  }),
  portfolioImage('website-design', 8, {
    title: 'Northgate Realty Listings',
    description: 'A brokerage listing showcase that works on desktop and mobile.',
    category: 'Broker Website',
    specs: 'IDX listings · 3 weeks',
  }),
];
