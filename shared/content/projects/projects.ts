import type { Project } from '../../schemas/content.ts';
import { FEATURED_PROJECTS } from './featured-projects.ts';
import { MORE_PROJECTS } from './more-projects.ts';

/** The eight notable projects. Only the first has a slug; the others are addressed by id. */
export const PROJECTS: Project[] = [...FEATURED_PROJECTS, ...MORE_PROJECTS];

export const projectPath = (p: { id: string; slug?: string | undefined }) => `/projects/${p.slug ?? p.id}`;

/** By slug or id; a project with a slug found by its id should be redirected to projectPath(). */
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
