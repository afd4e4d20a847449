import { AI_SERVICES_PAGE } from '../../services/pages/ai-services.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

export const AI_SERVICES_SEED = [
  ...AI_SERVICES_PAGE.featured.items,
  portfolioImage('ai-services', 6, {
    title: 'Lead Qualification Report',
    description: 'Lead scores and days-on-market trends in one weekly report.',
    category: 'Machine Learning',
    specs: 'Weekly · Automated',
  }),
  portfolioImage('ai-services', 7, {
    title: 'AI Sky & Lawn Enhancement',
    description: 'Skies and lawns enhanced in bulk for a team’s spring listings.',
    category: 'Efficiency',
    specs: '120 images · 24 hours',
  }),
  portfolioImage('ai-services', 8, {
    title: 'AI Content Assistant',
    description: 'Listing copy and social posts drafted beside a staged room preview.',
    category: 'Innovation',
    specs: 'Reviewed by a copywriter',
  }),
];
