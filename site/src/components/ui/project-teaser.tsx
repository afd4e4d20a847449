import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ProjectCard, projectPath } from '#shared/schemas/project-view.ts';
import { ResponsiveImage } from './responsive-image.tsx';

interface ProjectTeaserProps {
  project: ProjectCard;
  /** The picture's alt text: '' where the card's title already says what it shows. */
  imageAlt: string;
  /** The closing "View project" line. */
  more: ReactNode;
}

/** A project's card, one link to its page: picture with its category, title, specs and summary. */
export function ProjectTeaser({ project, imageAlt, more }: ProjectTeaserProps) {
  return (
    <Link className="project-card-link" to={projectPath(project)}>
      <div className="project-card-media">
        <ResponsiveImage
          src={project.thumbnail}
          alt={imageAlt}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          media={project.thumbnailMedia}
        />
        {project.category ? <span className="tag project-card-tag">{project.category}</span> : null}
      </div>
      <div className="project-card-body">
        <h3 className="project-card-title">{project.title}</h3>
        {/* What the owner left empty is not an empty pill or line on the card. */}
        {project.specs ? <p className="project-card-specs">{project.specs}</p> : null}
        {project.description ? <p className="project-card-text">{project.description}</p> : null}
        {more}
      </div>
    </Link>
  );
}
