import { PROJECTS, PROJECTS_INDEX } from '#shared/content/projects/projects.ts';
import { Hero, heroPreload } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { ProjectCard } from '../components/project-card.tsx';

const content = PROJECTS_INDEX;

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
  return (
    <>
      <Hero {...content.hero} pageKey="projects" />
      <section className="section" aria-labelledby="projects-title">
        <div className="container">
          <SectionHeading {...content.section} id="projects-title" />
          <ul className="project-grid">
            {PROJECTS.map((project, index) => (
              <ProjectCard key={project.id} project={project} index={index} />
            ))}
          </ul>
        </div>
      </section>
      <CtaSection {...content.cta} />
    </>
  );
}
