import { Link } from 'react-router-dom';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { PROJECT_FACTS } from '#shared/schemas/project-view.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';

/** Story (description, challenge, result) beside the facts and the services provided. */
export function ProjectOverview({ project }: { project: ProjectEntry }) {
  const { detail } = project;
  const facts = PROJECT_FACTS.map(({ key, label }) => [label, detail[key]] as const);
  return (
    <section className="section project-overview" aria-labelledby="project-story-title">
      <div className="container project-layout">
        <div className="project-story">
          <Link className="text-link project-back-link" to="/projects">
            <Icon name="arrow-right" size={16} className="project-back-icon" />
            Back to Projects
          </Link>
          <h2 id="project-story-title">About the Project</h2>
          <Paragraphs text={detail.description} />
          <div className="project-outcome">
            <div>
              <h3>The Challenge</h3>
              <Paragraphs text={detail.challenges} />
            </div>
            <div>
              <h3>The Result</h3>
              <Paragraphs text={detail.results} />
            </div>
          </div>
        </div>
        <aside className="project-facts" aria-labelledby="project-facts-title">
          <h2 id="project-facts-title" className="project-facts-title">
            Project Details
          </h2>
          <dl>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="project-services-title">Services Provided</h3>
          <ul className="project-services">
            {detail.services.map((service) => (
              <li key={service}>
                <Icon name="check" size={18} />
                {service}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
