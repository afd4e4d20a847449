import { Link } from 'react-router-dom';
import { type ProjectCard, projectPath } from '#shared/schemas/project-view.ts';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
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
              <Link to={projectPath(project)} className="project-card-link">
                <div className="project-card-media">
                  <ResponsiveImage
                    src={project.thumbnail}
                    alt={project.title}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    media={project.thumbnailMedia}
                  />
                  <span className="tag project-card-tag">{project.category}</span>
                </div>
                <div className="project-card-body">
                  <h3 className="project-card-title">{project.title}</h3>
                  <p className="project-card-specs">{project.specs}</p>
                  <p className="project-card-text">{project.description}</p>
                  <span className="text-link">View project</span>
                </div>
              </Link>
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
