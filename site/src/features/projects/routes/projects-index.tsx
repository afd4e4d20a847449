import { useLoaderData } from 'react-router-dom';
import { PROJECTS_INDEX } from '#shared/content/projects/projects.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { ProjectCard } from '../components/project-card.tsx';
import { loadProjects } from '../project-data.ts';

const content = PROJECTS_INDEX;

/** The owner's published projects, read per request. */
export const loader = loadProjects;

export const handle: RouteHandle = {
  meta: () => ({
    ...content.meta,
    path: '/projects',
    image: content.hero.image,
    preload: heroPreload(content.hero.image),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Projects', path: '/projects' },
      ]),
    ],
  }),
};

export function Component() {
  const projects = useLoaderData<typeof loadProjects>();
  return (
    <>
      <Hero {...content.hero} pageKey="projects" layout="split" />
      <section className="section" aria-labelledby="projects-title">
        <div className="container">
          <SectionHeading {...content.section} id="projects-title" />
          <ul className="project-grid">
            {projects.map((project, index) => (
              <ProjectCard key={project.id} project={project} index={index} />
            ))}
          </ul>
        </div>
      </section>
      <CtaSection {...content.cta} />
    </>
  );
}
