import type { KeyFact } from '#shared/schemas/content-services.ts';

/** A row of headline figures (value over label). */
export function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <dl className="key-facts">
      {facts.map((fact) => (
        <div className="key-fact" key={fact.label}>
          <dt className="key-fact-label">{fact.label}</dt>
          <dd className="key-fact-value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
