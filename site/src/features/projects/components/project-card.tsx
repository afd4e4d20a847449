import type { ProjectCard as ProjectCardData } from '#shared/schemas/project-view.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { ProjectTeaser } from '../../../components/ui/project-teaser.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';

/** A project teaser (same look as the home page's featured projects); the card is one link. */
export function ProjectCard({ project, index }: { project: ProjectCardData; index: number }) {
  return (
    <Reveal as="li" index={index % 3} className="project-card">
      <ProjectTeaser
        project={project}
        imageAlt=""
        more={
          <span className="text-link project-card-more">
            View project <Icon name="arrow-right" size={16} />
          </span>
        }
      />
    </Reveal>
  );
}
