import type { AboutContent } from '#shared/content/about/about-schema.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { ABOUT_TEAM_SLOT } from '#shared/content/pictures/slot-ids.ts';
import { AboutSplitImage } from './about-split-image.tsx';

/** Who We Are: the story, a team picture and the three highlights. */
export function WhoWeAre({
  content,
  highlights,
}: {
  content: AboutContent['whoWeAre'];
  highlights: AboutContent['highlights'];
}) {
  return (
    <section className="section about-intro" aria-labelledby="who-we-are-title">
      <div className="container">
        <div className="about-split">
          <div className="about-split-text">
            <p className="eyebrow">{content.eyebrow}</p>
            <h2 id="who-we-are-title">{content.title}</h2>
            {content.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <AboutSplitImage slot={ABOUT_TEAM_SLOT} image={content.image} />
        </div>
        <ul className="about-highlights">
          {highlights.map((item, index) => (
            <Reveal as="li" index={index} key={item.title} className="about-highlight">
              <span className="about-icon">
                <Icon name={item.icon} size={26} />
              </span>
              <h3 className="about-highlight-title">{item.title}</h3>
              <p className="about-highlight-detail">{item.detail}</p>
              <p className="about-highlight-text">{item.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
