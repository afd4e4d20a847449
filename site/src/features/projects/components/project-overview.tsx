import { Link } from 'react-router-dom';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { PROJECT_FACTS } from '#shared/schemas/project-view.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';

const filled = (text: string) => text.trim() !== '';

/**
 * Story (description, challenge, result) beside the facts and the services provided. A part the
 * owner left empty is not shown (no empty card, no label without a value, no heading over nothing);
 * a project with every field filled shows all of them, as the spec's project page does.
 */
export function ProjectOverview({ project }: { project: ProjectEntry }) {
  const { detail } = project;
  const facts = PROJECT_FACTS.map(({ key, label }) => [label, detail[key]] as const).filter(([, value]) =>
    filled(value),
  );
  const outcome = [
    { title: 'The Challenge', text: detail.challenges, className: 'project-outcome-challenge' },
    { title: 'The Result', text: detail.results, className: 'project-outcome-result' },
  ].filter(({ text }) => filled(text));
  const hasStory = filled(detail.description) || outcome.length > 0;
  const hasFacts = facts.length > 0 || detail.services.length > 0;
  const labelledBy = hasStory ? 'project-story-title' : hasFacts ? 'project-facts-title' : undefined;
  return (
    <section className="section project-overview" aria-labelledby={labelledBy}>
      <div className="container project-layout">
        <div className="project-story">
          <Link className="text-link project-back-link" to="/projects">
            <Icon name="arrow-right" size={16} className="project-back-icon" />
            Back to Projects
          </Link>
          {hasStory ? <h2 id="project-story-title">About the Project</h2> : null}
          <Paragraphs text={detail.description} />
          {outcome.length > 0 ? (
            <div className="project-outcome">
              {outcome.map(({ title, text, className }) => (
                <div key={title} className={className}>
                  <h3>{title}</h3>
                  <Paragraphs text={text} />
                </div>
              ))}
            </div>
          ) : null}
        </div>
        {hasFacts ? (
          <aside className="project-facts" aria-labelledby="project-facts-title">
            <h2 id="project-facts-title" className="project-facts-title">
              Project Details
            </h2>
            {facts.length > 0 ? (
              <dl>
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {detail.services.length > 0 ? (
              <>
                <h3 className="project-services-title">Services Provided</h3>
                <ul className="project-services">
                  {detail.services.map((service) => (
                    <li key={service}>
                      <Icon name="check" size={18} />
                      {service}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
