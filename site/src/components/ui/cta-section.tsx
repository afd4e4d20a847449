import { useId } from 'react';
import { Link } from 'react-router-dom';

interface CtaLink {
  label: string;
  to: string;
}

interface CtaSectionProps {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** The closing call to action every page ends with (spec section 1). */
export function CtaSection({ title, text, primary, secondary }: CtaSectionProps) {
  const headingId = useId();
  return (
    <section className="cta-section" aria-labelledby={headingId}>
      <div className="container cta-inner">
        <h2 id={headingId} className="cta-title">
          {title}
        </h2>
        <p className="cta-text">{text}</p>
        <div className="button-row button-row--center">
          <Link className="button button--primary" to={primary.to}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link className="button button--outline-light" to={secondary.to}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
