import { Link, useLocation } from 'react-router-dom';
import { COMPANY } from '#shared/content/company.ts';
import { Island } from '../../islands/island.tsx';
import { useRenderInfo } from '../../app/render-info.tsx';
import { Icon } from '../ui/icon.tsx';
import { NewsletterForm } from '../ui/newsletter-form.island.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { FOOTER_COMPANY_LINKS, FOOTER_SERVICE_LINKS, type NavLinkItem } from './nav-links.ts';
import { type SocialNetwork, SocialIcon } from './social-icons.tsx';

const SOCIAL: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'youtube', label: 'YouTube', href: COMPANY.social.youtube },
  { network: 'facebook', label: 'Facebook', href: COMPANY.social.facebook },
  { network: 'instagram', label: 'Instagram', href: COMPANY.social.instagram },
];

const TILES = [1, 2, 3, 4, 5, 6].map((n) => `/images/footer/tile-${n}.jpg`);

const { address } = COMPANY;

function LinkColumn({ title, links, id }: { title: string; links: NavLinkItem[]; id: string }) {
  return (
    <nav className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page (spec "Footer"). */
export function Footer() {
  const { pathname } = useLocation();
  // The year comes from the render time shared by server and client, so hydration matches.
  const year = useRenderInfo().now.slice(0, 4);
  return (
    <footer className="footer">
      <div className="footer-newsletter">
        <div className="container footer-newsletter-inner">
          <div>
            <h2 className="footer-newsletter-title">Marketing insights for Toronto agents</h2>
            <p className="footer-newsletter-text">
              Listing tips, photography trends and market know-how, once or twice a month.
            </p>
          </div>
          <Island
            of={NewsletterForm}
            props={{ source: pathname, variant: 'footer', idPrefix: 'footer-newsletter' }}
          />
        </div>
      </div>

      <div className="container footer-main">
        <div className="footer-about">
          <Link to="/" className="footer-logo">
            <img
              src="/brand/logo-light.png"
              alt={COMPANY.name}
              width={175}
              height={44}
              loading="lazy"
              decoding="async"
            />
          </Link>
          <p className="footer-blurb">{COMPANY.blurb}</p>
          <ul className="footer-contact">
            <li>
              <Icon name="pin" size={18} className="footer-contact-icon" />
              <span>
                {address.street}, {address.locality}, {address.region} {address.postalCode}
              </span>
            </li>
            <li>
              <Icon name="phone" size={18} className="footer-contact-icon" />
              <a href={`tel:${COMPANY.phoneE164}`}>{COMPANY.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={18} className="footer-contact-icon" />
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </li>
            <li>
              <Icon name="clock" size={18} className="footer-contact-icon" />
              <span>{COMPANY.hours.weekdays}</span>
            </li>
          </ul>
          <ul className="footer-social" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} (opens in a new tab)`}
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Services" links={FOOTER_SERVICE_LINKS} id="footer-services" />
        <LinkColumn title="Company" links={FOOTER_COMPANY_LINKS} id="footer-company" />
        <div className="footer-col">
          <h2 className="footer-heading">Recent Work</h2>
          <Link to="/portfolio" className="footer-tiles" aria-label="Recent work: view our portfolio">
            {TILES.map((src) => (
              <ResponsiveImage
                key={src}
                src={src}
                alt=""
                sizes="(min-width: 1024px) 96px, 30vw"
                className="footer-tile"
              />
            ))}
          </Link>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p className="footer-copyright">
            © {year} {COMPANY.name}. All rights reserved.
          </p>
          <ul className="footer-legal">
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Use</Link>
            </li>
            <li>
              <Link to="/sitemap">Sitemap</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
