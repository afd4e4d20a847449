import type { ProjectEntry } from './project.ts';

/*
 * Project helpers the public pages run in the browser. Kept apart from the zod schemas
 * (project.ts) so visitors never download the schema library.
 */

export const projectPath = (p: { slug: string }) => `/projects/${p.slug}`;

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
