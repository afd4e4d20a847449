/** Company facts shown across the site and in structured data (spec sections 1, 2 and 9). */
export const COMPANY = {
  name: 'Lumen Realty Media',
  legalName: 'Lumen Realty Media Inc.',
  tagline: "Toronto's Premier Real Estate Media Company",
  blurb:
    'Photography, video, drone, Matterport 3D tours, editing, websites and branding for real estate professionals across the Greater Toronto Area since 2007.',
  foundedYear: 2007,
  phone: '(416) 555-0147',
  phoneE164: '+14165550147',
  email: 'hello@lumenrealtymedia.ca',
  address: {
    street: '250 Front Street West, Suite 410',
    locality: 'Toronto',
    region: 'ON',
    postalCode: 'M5V 3G5',
    country: 'CA',
  },
  geo: { latitude: 43.6453, longitude: -79.3871 },
  /** The agency's clock: every date the owner or a visitor reads is Toronto time, wherever it is read. */
  timeZone: 'America/Toronto',
  hours: {
    weekdays: 'Mon-Fri 9AM-6PM',
    weekdaysLong: 'Monday to Friday: 9:00 AM - 6:00 PM',
    weekends: 'Weekends: By appointment',
    opens: '09:00',
    closes: '18:00',
  },
  serviceArea: { name: 'Greater Toronto Area', radiusMetres: 50000 },
  priceRange: '$$',
  emailResponse: '2-4 hours',
  social: {
    youtube: 'https://www.youtube.com/@lumenrealtymedia',
    facebook: 'https://www.facebook.com/lumenrealtymedia',
    instagram: 'https://www.instagram.com/lumenrealtymedia',
  },
  stats: {
    years: '17+',
    properties: '5000+',
    clients: '700+',
    subscribers: '48K+',
  },
} as const;
