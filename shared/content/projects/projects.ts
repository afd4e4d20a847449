import type { Project } from '../../schemas/content.ts';
import { FEATURED_PROJECTS } from './featured-projects.ts';
import { MORE_PROJECTS } from './more-projects.ts';

/**
 * The eight sample projects: the datastore is seeded from them on first start (server
 * `modules/content`); from then on the owner manages projects in the admin. The first three are
 * featured on the home page. Their old numeric addresses (/projects/2) answer 301 to the slug.
 */
export const PROJECTS: Project[] = [...FEATURED_PROJECTS, ...MORE_PROJECTS];

/** Seed ids featured on the home page, in order (spec: Chelster Hall, Shangri-La, Integral House). */
export const FEATURED_PROJECT_IDS = FEATURED_PROJECTS.map((p) => p.id);

export const projectPath = (p: { slug: string }) => `/projects/${p.slug}`;

/** A sample project by slug or id (tests and the seed; the site reads the datastore). */
export const findProject = (slugOrId: string) =>
  PROJECTS.find((p) => p.slug === slugOrId || p.id === slugOrId);

/** Copy of the /projects index page. */
export const PROJECTS_INDEX = {
  meta: {
    title: 'Notable Real Estate Projects | Lumen Realty Media',
    description:
      'Case studies of estates, penthouses, landmark homes, new communities and commercial buildings we marketed with photography, video, drone and 3D.',
  },
  hero: {
    title: 'Notable|Projects',
    subtitle: 'Case studies from across the GTA',
    description:
      'From lakefront estates to landmark architecture, see how we combine photography, film, aerials and 3D tours to market exceptional properties.',
    image: '/images/hero/projects.jpg',
  },
  section: {
    eyebrow: 'Case studies',
    title: 'Featured Projects',
    subtitle: 'Select a project to see the challenge, the services we provided and the results.',
  },
  cta: {
    title: 'Have a Property Worth Showcasing?',
    text: 'Tell us about it and we will plan a campaign that does it justice.',
    primary: { label: 'Start a Project', to: '/contact' },
    secondary: { label: 'View Services', to: '/services' },
  },
};
