import { findProject, projectPath } from '#shared/content/projects/projects.ts';
import type { Project } from '#shared/schemas/content.ts';
import { heroPreload } from '../../components/layout/hero.tsx';
import type { PageMeta } from '../../lib/page-meta.ts';
import { breadcrumbJsonLd, type Crumb } from '../../lib/structured-data.ts';

export function projectCrumbs(project: Project): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Projects', path: '/projects' },
    { name: project.title, path: projectPath(project) },
  ];
}

export function projectMeta(slugOrId: string): PageMeta {
  const project = findProject(slugOrId);
  if (!project) {
    return {
      title: 'Project Not Found | Lumen Realty Media',
      description: 'That project could not be found. Browse our notable real estate media projects instead.',
      path: `/projects/${slugOrId}`,
      noindex: true,
    };
  }
  return {
    title: `${project.title} | Case Study | Lumen Realty Media`,
    description: project.description,
    path: projectPath(project),
    image: project.src,
    preload: heroPreload(project.src),
    jsonLd: [breadcrumbJsonLd(projectCrumbs(project))],
  };
}
