interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  level?: 2 | 3;
  align?: 'center' | 'left';
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
}

/** The heading block that opens a section: small gold label, title, optional lead text. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  level = 2,
  align = 'center',
  id,
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {subtitle ? <p className="section-subtitle">{subtitle}</p> : null}
    </div>
  );
}
