import { EDITING_PAGE } from '../../services/pages/editing.ts';
import { portfolioImage } from '../../services/gallery-helpers.ts';

/** The editing page's before-and-afters that use editing pictures, plus three more. */
export const EDITING_SEED = [
  ...EDITING_PAGE.featured.items.filter((item) => item.src.startsWith('/images/portfolio/editing-')),
  portfolioImage('editing', 6, {
    title: 'Lawn Refresh',
    description: 'A patchy spring lawn turned green and even for the front exterior.',
    category: 'Photo Enhancement',
    specs: 'Basic · 24-hour turnaround',
  }),
  portfolioImage('editing', 7, {
    title: 'Bedroom Window Pull',
    description: 'The garden view restored in the window and a colour cast removed.',
    category: 'Photo Enhancement',
    specs: 'Professional · 12-hour turnaround',
  }),
  portfolioImage('editing', 8, {
    title: 'Raw vs Retouched Exterior',
    description: 'The same front elevation straight from the camera and after full retouching.',
    category: 'Photo Enhancement',
    specs: 'Premium · 6-hour turnaround',
  }),
];
