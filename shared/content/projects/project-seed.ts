import type { ProjectInput } from '../../schemas/project.ts';
import { FEATURED_PROJECT_IDS, PROJECTS } from './projects.ts';

/**
 * The sample projects as create bodies for the datastore's first start: published, the first three
 * featured on the home page in the spec's order.
 */
export function projectSeed(): (ProjectInput & { id: string })[] {
  return PROJECTS.map((project) => {
    const featuredOrder = FEATURED_PROJECT_IDS.indexOf(project.id);
    const { gallery, ...detail } = project.detail;
    return {
      id: project.id,
      slug: project.slug,
      title: project.title,
      description: project.description,
      category: project.category,
      specs: project.specs,
      src: project.src,
      thumbnail: project.thumbnail,
      detail: {
        ...detail,
        gallery: gallery.map((item) => ({
          id: item.id,
          src: item.src,
          alt: item.alt ?? item.title,
          title: item.title,
          description: item.description,
          category: item.category ?? '',
        })),
      },
      featured: featuredOrder >= 0,
      ...(featuredOrder >= 0 ? { featuredOrder } : {}),
      status: 'published',
    };
  });
}
