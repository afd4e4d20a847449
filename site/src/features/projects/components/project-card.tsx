import { Link } from 'react-router-dom';
import { type ProjectCard as ProjectCardData, projectPath } from '#shared/schemas/project-view.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';

/** A project teaser (same look as the home page's featured projects); the card is one link. */
export function ProjectCard({ project, index }: { project: ProjectCardData; index: number }) {
  return (
    <Reveal as="li" index={index % 3} className="project-card">
      <Link className="project-card-link" to={projectPath(project)}>
        <div className="project-card-media">
          <ResponsiveImage
            src={project.thumbnail}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            media={project.thumbnailMedia}
          />
          <span className="tag project-card-tag">{project.category}</span>
        </div>
        <div className="project-card-body">
          <h3 className="project-card-title">{project.title}</h3>
          <p className="project-card-specs">{project.specs}</p>
          <p className="project-card-text">{project.description}</p>
          <span className="text-link project-card-more">
            View project <Icon name="arrow-right" size={16} />
          </span>
        </div>
      </Link>
    </Reveal>
  );
}
