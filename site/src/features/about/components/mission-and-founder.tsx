import type { AboutContent } from '#shared/content/about/about-schema.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { SlotImage } from '../../../components/ui/slot-image.tsx';
import { ABOUT_FOUNDER_SLOT, ABOUT_STUDIO_SLOT } from '#shared/content/pictures/slot-ids.ts';

export function MissionVision({ content }: { content: AboutContent['missionVision'] }) {
  return (
    <section className="section section--cream about-mission" aria-labelledby="mission-title">
      <div className="container about-split about-split--reverse">
        <div className="about-split-text">
          <p className="eyebrow">Why We Do It</p>
          <h2 id="mission-title">{content.title}</h2>
          <div className="mission-cards">
            <div className="mission-card">
              <h3 className="mission-card-title">
                <Icon name="target" size={22} /> Our Mission
              </h3>
              <p>{content.mission}</p>
            </div>
            <div className="mission-card">
              <h3 className="mission-card-title">
                <Icon name="eye" size={22} /> Our Vision
              </h3>
              <p>{content.vision}</p>
            </div>
          </div>
        </div>
        <div className="about-split-media">
          <SlotImage
            slot={ABOUT_STUDIO_SLOT}
            src={content.image.src}
            alt={content.image.alt}
            sizes="(max-width: 900px) 100vw, 560px"
            className="about-image"
          />
        </div>
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
