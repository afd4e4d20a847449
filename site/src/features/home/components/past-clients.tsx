import { CLIENT_LOGO_SIZE, CLIENT_LOGOS } from '#shared/content/home/client-logos.ts';
import { Reveal } from '../../../components/ui/reveal.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** 'Past Clients' under the label PARTNERS: the 21-logo grid, each logo animating in 0.1 s after the one before (spec section 9). */
export function PastClients() {
  return (
    <section className="section section--cream" aria-labelledby="home-clients-title">
      <div className="container">
        <SectionHeading
          id="home-clients-title"
          eyebrow="PARTNERS"
          title="Past Clients"
          subtitle="Brokerages, builders and developers across the Greater Toronto Area trust us with their listings."
        />
        <ul className="logo-grid">
          {CLIENT_LOGOS.map((client, index) => (
            <Reveal as="li" className="logo-tile" key={client.logo} index={index}>
              <img
                className="logo-img"
                src={client.logo}
                alt={client.name}
                width={CLIENT_LOGO_SIZE.width}
                height={CLIENT_LOGO_SIZE.height}
                loading="lazy"
                decoding="async"
              />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
