import { Link } from 'react-router-dom';
import type { LegalBlock, LegalDocument, LegalSection } from '#shared/content/legal/legal-schema.ts';
import { useRenderInfo } from '../../../app/render-info.tsx';
import { Hero } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { COMPANY } from '#shared/content/company.ts';

export const LEGAL_HERO_IMAGE = '/images/hero/legal.jpg';

/** 'November 22, 2026': fixed time zone so the server and the browser print the same day. */
function formatLegalDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: COMPANY.timeZone }).format(
    new Date(iso),
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'list') {
    return (
      <ul className="legal-list">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

function SectionLinks({ links }: { links: NonNullable<LegalSection['links']> }) {
  return (
    <p className="legal-links">
      {links.map((link) =>
        link.href.startsWith('/') ? (
          <Link key={link.href} className="text-link" to={link.href}>
            {link.label}
          </Link>
        ) : (
          <a key={link.href} className="text-link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  );
}

/** A legal document: hero, last-updated line (the render date), contents and numbered sections. */
export function LegalPage({ doc, pageKey }: { doc: LegalDocument; pageKey: 'privacy' | 'terms' }) {
  const { now } = useRenderInfo();
  return (
    <>
      <Hero
        title={doc.title}
        subtitle="Legal"
        description={doc.heroSubtitle}
        image={LEGAL_HERO_IMAGE}
        pageKey={pageKey}
      />
      <div className="section legal">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal-toc-title">
              On this page
            </h2>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-body">
            <p className="legal-updated">Last updated: {formatLegalDate(now)}</p>
            {doc.intro.map((text) => (
              <p key={text} className="legal-intro">
                {text}
              </p>
            ))}
            {doc.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                className="legal-section"
                aria-labelledby={`${section.id}-title`}
              >
                <h2 id={`${section.id}-title`}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
                {section.links ? <SectionLinks links={section.links} /> : null}
              </section>
            ))}
          </div>
        </div>
      </div>
      <CtaSection {...PAGE_CTAS.legal} />
    </>
  );
}
