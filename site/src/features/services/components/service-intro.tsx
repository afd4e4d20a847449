import type { ServicePage } from '#shared/schemas/content-services.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { KeyFacts } from './key-facts.tsx';

export function ServiceIntro({ intro }: { intro: ServicePage['intro'] }) {
  return (
    <section className="section service-intro" aria-labelledby="service-intro-title">
      <div className="container service-intro-grid">
        <div className="service-intro-text">
          <SectionHeading eyebrow={intro.eyebrow} title={intro.title} align="left" id="service-intro-title" />
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <KeyFacts facts={intro.facts} />
      </div>
    </section>
  );
}
