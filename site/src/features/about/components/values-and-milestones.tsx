import type { AboutContent } from '#shared/content/about/about-schema.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function Values({ values }: { values: AboutContent['values'] }) {
  return (
    <section className="section section--surface about-values" aria-labelledby="values-title">
      <div className="container">
        <SectionHeading
          id="values-title"
          eyebrow="What Drives Us"
          title="Our Values"
          subtitle="Four principles behind every shoot, edit and delivery."
        />
        <ul className="values-grid">
          {values.map((value, index) => (
            <Reveal as="li" index={index} key={value.title} className="value-card">
              <span className="about-icon">
                <Icon name={value.icon} size={26} />
              </span>
              <h3 className="value-title">{value.title}</h3>
              <p>{value.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Milestones({ milestones }: { milestones: AboutContent['milestones'] }) {
  return (
    <section className="section about-milestones" aria-labelledby="milestones-title">
      <div className="container">
        <SectionHeading
          id="milestones-title"
          eyebrow="Our Journey"
          title="Milestones"
          subtitle="From one camera in 2007 to a full-service real estate media studio."
        />
        <ol className="about-timeline">
          {milestones.map((milestone, index) => (
            <Reveal as="li" index={index} key={milestone.year} className="about-timeline-item">
              <p className="about-timeline-year">{milestone.year}</p>
              <div className="about-timeline-body">
                <h3 className="about-timeline-title">{milestone.title}</h3>
                <p className="about-timeline-text">{milestone.description}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function AboutStats({ stats }: { stats: AboutContent['stats'] }) {
  return (
    <section className="section section--dark about-stats" aria-labelledby="stats-title">
      <div className="container">
        <SectionHeading id="stats-title" eyebrow="By the Numbers" title="Trusted Across the GTA" />
        <dl className="about-stats-grid">
          {stats.map((stat) => (
            <div key={stat.label} className="about-stat">
              <dt className="about-stat-label">{stat.label}</dt>
              <dd className="about-stat-number">{stat.number}</dd>
              <dd className="about-stat-text">{stat.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
