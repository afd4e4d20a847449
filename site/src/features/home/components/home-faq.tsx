import { HOME_FAQS } from '#shared/content/home/faqs.ts';
import { Accordion } from '../../../components/ui/accordion.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

export function HomeFaq() {
  return (
    <section className="section section--surface" aria-labelledby="home-faq-title">
      <div className="container">
        <SectionHeading
          id="home-faq-title"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          subtitle="Quick answers about pricing, timing and what to expect on shoot day."
        />
        <Island of={Accordion} props={{ items: HOME_FAQS, idPrefix: 'home-faq' }} />
      </div>
    </section>
  );
}
