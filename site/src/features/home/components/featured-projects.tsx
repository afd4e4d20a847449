import { Link } from 'react-router-dom';
import type { ProjectCard } from '#shared/schemas/project-view.ts';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { ProjectTeaser } from '../../../components/ui/project-teaser.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** The projects the owner features on the home page (the loader picks them, in the owner's order). */
export function FeaturedProjects({ projects }: { projects: ProjectCard[] }) {
  return (
    <section className="section" aria-labelledby="home-projects-title">
      <div className="container">
        <SectionHeading
          id="home-projects-title"
          eyebrow="Featured Work"
          title="Notable Projects"
          subtitle="A few of the landmark homes and developments we have had the privilege to capture."
        />
        <div className="project-grid">
          {projects.map((project, index) => (
            <Reveal as="article" index={index} className="project-card" key={project.id}>
              <ProjectTeaser
                project={project}
                imageAlt={project.title}
                more={<span className="text-link">View project</span>}
              />
            </Reveal>
          ))}
        </div>
        <div className="button-row button-row--center section-more">
          <Link className="button button--outline" to="/projects">
            See all projects
          </Link>
        </div>
      </div>
    </section>
  );
}
