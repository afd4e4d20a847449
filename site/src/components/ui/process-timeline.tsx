import type { ProcessStep } from '#shared/schemas/content.ts';
import { Icon } from './icon.tsx';
import { Reveal } from './reveal.tsx';

/** Numbered steps of a service's process, each with its duration where one is given. */
export function ProcessTimeline({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className={`process-timeline process-timeline--${steps.length}`}>
      {steps.map((step, index) => (
        <Reveal as="li" index={index} className="process-step" key={step.title}>
          <span className="process-marker" aria-hidden="true">
            <Icon name={step.icon} size={24} />
            <span className="process-number">{index + 1}</span>
          </span>
          <div className="process-body">
            <h3 className="process-title">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            {step.duration ? (
              <p className="process-duration">
                <Icon name="clock" size={16} />
                <span>{step.duration}</span>
              </p>
            ) : null}
            <p className="process-description">{step.description}</p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
