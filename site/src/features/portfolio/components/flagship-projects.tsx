import type { FlagshipProject } from '#shared/schemas/content-services.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';

/** Four flagship project cards (spec: they link nowhere). */
export function FlagshipProjects({ projects }: { projects: FlagshipProject[] }) {
  return (
    <ul className="flagship-grid">
      {projects.map((project, index) => (
        <Reveal as="li" index={index % 2} className="flagship-card" key={project.title}>
          <div className="flagship-media">
            <ResponsiveImage
              src={project.image}
              alt=""
              sizes="(min-width: 900px) 50vw, 100vw"
              className="flagship-image"
            />
          </div>
          <div className="flagship-body">
            <h3 className="flagship-title">{project.title}</h3>
            <p className="flagship-text">{project.description}</p>
            <ul className="flagship-services" aria-label={`Services for ${project.title}`}>
              {project.services.map((service) => (
                <li className="tag" key={service}>
                  {service}
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
