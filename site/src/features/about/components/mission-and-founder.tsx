import type { AboutContent } from '#shared/content/about/about-schema.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { SlotImage } from '../../../components/ui/slot-image.tsx';
import { ABOUT_FOUNDER_SLOT, ABOUT_STUDIO_SLOT } from '#shared/content/pictures/slot-ids.ts';
import { AboutSplitImage } from './about-split-image.tsx';

export function MissionVision({ content }: { content: AboutContent['missionVision'] }) {
  return (
    <section className="section section--cream about-mission" aria-labelledby="mission-title">
      <div className="container about-split about-split--reverse">
        <div className="about-split-text">
          <p className="eyebrow">Why We Do It</p>
          <h2 id="mission-title">{content.title}</h2>
          <div className="mission-cards">
            {(
              [
                { icon: 'target', title: 'Our Mission', text: content.mission },
                { icon: 'eye', title: 'Our Vision', text: content.vision },
              ] as const
            ).map((card) => (
              <div className="mission-card" key={card.title}>
                <h3 className="mission-card-title">
                  <Icon name={card.icon} size={22} />
                  {` ${card.title}`}
                </h3>
                <p>{card.text}</p>
              </div>
            ))}
          </div>
        </div>
        <AboutSplitImage slot={ABOUT_STUDIO_SLOT} image={content.image} />
      </div>
    </section>
  );
}

export function Founder({ content }: { content: AboutContent['founder'] }) {
  return (
    <section className="section about-founder" aria-labelledby="founder-title">
      <div className="container founder-layout">
        <div className="founder-media">
          <SlotImage
            slot={ABOUT_FOUNDER_SLOT}
            src={content.image.src}
            alt={content.image.alt}
            sizes="(max-width: 900px) 80vw, 420px"
            className="founder-image"
          />
        </div>
        <div className="founder-text">
          <p className="eyebrow">Meet the Founder</p>
          <h2 id="founder-title">{content.name}</h2>
          <p className="founder-role">{content.role}</p>
          {content.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <figure className="founder-quote">
            <blockquote>
              <p>{content.quote}</p>
            </blockquote>
            <figcaption>{content.name}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
