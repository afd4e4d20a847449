import type { ProjectEntry } from '#shared/schemas/project.ts';
import { projectPath } from '#shared/schemas/project-view.ts';
import { heroPreload } from '../../components/layout/hero.tsx';
import type { PageMeta } from '../../lib/page-meta.ts';
import { breadcrumbJsonLd, type Crumb } from '../../lib/structured-data.ts';
import { videoJsonLd } from '../../lib/video-json-ld.ts';

export function projectCrumbs(project: ProjectEntry): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Projects', path: '/projects' },
    { name: project.title, path: projectPath(project) },
  ];
}

export function projectMeta(project: ProjectEntry | null, address: string): PageMeta {
  if (!project) {
    return {
      title: 'Project Not Found | Lumen Realty Media',
      description: 'That project could not be found. Browse our notable real estate media projects instead.',
      path: `/projects/${address}`,
      noindex: true,
    };
  }
  return {
    title: `${project.title} | Case Study | Lumen Realty Media`,
    description: project.description,
    path: projectPath(project),
    image: project.src,
    preload: heroPreload(project.src),
    jsonLd: [
      breadcrumbJsonLd(projectCrumbs(project)),
      // The video tour, named and pictured as the page shows it (its poster is the project's picture).
      ...(project.detail.videoId
        ? [
            videoJsonLd({
              name: `${project.title} video tour`,
              description: project.description,
              videoId: project.detail.videoId,
              start: project.detail.videoStart,
              thumbnail: project.src,
              uploadDate: project.createdAt,
            }),
          ]
        : []),
    ],
  };
}

/** An address under /projects that holds no published project (the route answers 404). */
export const PROJECT_NOT_FOUND = {
  title: 'Project Not Found',
  text: 'We could not find that project. Browse all of our notable projects instead.',
  back: { to: '/projects', label: 'View All Projects' },
};
