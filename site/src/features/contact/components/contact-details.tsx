import { COMPANY } from '#shared/content/company.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import type { IconName } from '#shared/schemas/content.ts';

const SOCIAL: { label: string; href: string; icon: IconName }[] = [
  { label: 'YouTube', href: COMPANY.social.youtube, icon: 'play' },
  { label: 'Facebook', href: COMPANY.social.facebook, icon: 'users' },
  { label: 'Instagram', href: COMPANY.social.instagram, icon: 'camera' },
];

const { address } = COMPANY;

/** Phone, email, studio address, business hours, response time and social links. */
export function ContactDetails() {
  return (
    <div className="contact-details">
      <section className="contact-card" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="contact-card-title">
          Contact Information
        </h2>
        <ul className="contact-list">
          <li>
            <Icon name="phone" size={22} className="contact-icon" />
            <div>
              <p className="contact-list-label">Phone</p>
              <a href={`tel:${COMPANY.phoneE164}`}>{COMPANY.phone}</a>
            </div>
          </li>
          <li>
            <Icon name="mail" size={22} className="contact-icon" />
            <div>
              <p className="contact-list-label">Email</p>
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              <p className="contact-note">
                We typically reply within {COMPANY.emailResponse} during business hours.
              </p>
            </div>
          </li>
          <li>
            <Icon name="pin" size={22} className="contact-icon" />
            <div>
              <p className="contact-list-label">Studio</p>
              <address>
                {address.street}
                <br />
                {address.locality}, Ontario {address.postalCode}
              </address>
              <p className="contact-note">Serving the entire {COMPANY.serviceArea.name}.</p>
            </div>
          </li>
        </ul>
      </section>
      <section className="contact-card" aria-labelledby="contact-hours-title">
        <h2 id="contact-hours-title" className="contact-card-title">
          Business Hours
        </h2>
        <dl className="contact-hours">
          <div>
            <dt>Monday to Friday</dt>
            <dd>9:00 AM - 6:00 PM</dd>
          </div>
          <div>
            <dt>Saturday and Sunday</dt>
            <dd>By appointment</dd>
          </div>
        </dl>
      </section>
      <section className="contact-card" aria-labelledby="contact-social-title">
        <h2 id="contact-social-title" className="contact-card-title">
          Follow Us
        </h2>
        <ul className="contact-social-list">
          {SOCIAL.map((item) => (
            <li key={item.label}>
              <a className="contact-social-link" href={item.href} target="_blank" rel="noopener noreferrer">
                <Icon name={item.icon} size={20} />
                {item.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
