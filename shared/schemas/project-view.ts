import type { ProjectEntry } from './project.ts';

/*
 * Project helpers the public pages run in the browser. Kept apart from the zod schemas
 * (project.ts) so visitors never download the schema library.
 */

export const projectPath = (p: { slug: string }) => `/projects/${p.slug}`;

/**
 * The facts beside a project's story, with the one label the owner types them under in the admin
 * and visitors read them under on the page (the page once called the bedrooms 'Layout', so an
 * owner's '5' read 'Layout 5').
 */
export const PROJECT_FACTS = [
  { key: 'location', label: 'Location' },
  { key: 'completedDate', label: 'Completed' },
  { key: 'propertyType', label: 'Property type' },
  { key: 'area', label: 'Size' },
  { key: 'bedrooms', label: 'Bedrooms' },
] as const satisfies readonly { key: keyof ProjectEntry['detail']; label: string }[];

/** The home page's notable projects: the featured ones in the owner's order (at most six). */
export function featuredProjects<P extends Pick<ProjectEntry, 'featured' | 'featuredOrder'>>(
  projects: readonly P[],
): P[] {
  return projects
    .filter((p) => p.featured)
    .sort((a, b) => (a.featuredOrder ?? 999) - (b.featuredOrder ?? 999))
    .slice(0, 6);
}

/** What a project card shows: all a list page sends to the browser (not the whole story). */
export type ProjectCard = Pick<
  ProjectEntry,
  'id' | 'slug' | 'title' | 'description' | 'category' | 'specs' | 'thumbnail' | 'thumbnailMedia'
>;

export const toProjectCard = ({
  id,
  slug,
  title,
  description,
  category,
  specs,
  thumbnail,
  thumbnailMedia,
}: ProjectEntry): ProjectCard => ({
  id,
  slug,
  title,
  description,
  category,
  specs,
  thumbnail,
  // An upload's size and blurred preview (docs/pictures.md); a shipped picture has none.
  ...(thumbnailMedia ? { thumbnailMedia } : {}),
});
