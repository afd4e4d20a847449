import type { ServicePage } from '#shared/schemas/content-services.ts';
import { ProcessTimeline } from '../../../components/ui/process-timeline.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function ServiceProcess({ process }: { process: ServicePage['process'] }) {
  return (
    <section className="section section--dark" aria-labelledby="service-process-title">
      <div className="container">
        <SectionHeading
          eyebrow="Our process"
          title={process.title}
          subtitle={process.subtitle}
          id="service-process-title"
        />
        <ProcessTimeline steps={process.steps} />
      </div>
    </section>
  );
}
