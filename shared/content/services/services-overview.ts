import type { Testimonial } from '../../schemas/content.ts';
import type { Cta, IndustryTile, KeyFact } from '../../schemas/content-services.ts';

/** /services: hero 'Complete Visual Solutions' and the 'Premium Services' grid. */
export const SERVICES_INDEX = {
  meta: {
    title: 'Real Estate Media Services in Toronto | Lumen Realty Media',
    description:
      'Photography, video, drone, Matterport 3D tours, editing, websites, brand apparel and AI services for GTA real estate professionals. 24-48 hour delivery.',
  },
  hero: {
    title: 'Complete Visual|Solutions',
    subtitle: 'Everything your listing needs, from one trusted team',
    description:
      'Since 2007 we have helped Toronto agents, brokers and developers market more than 5,000 properties with media that sells.',
    image: '/images/hero/services.jpg',
  },
  section: {
    eyebrow: 'What we offer',
    title: 'Premium Services',
    subtitle:
      'Eight specialised services, one booking, one invoice, and delivery in 24-48 hours on most services.',
  },
  reasons: {
    title: 'Why Agents Choose Lumen',
    items: [
      { value: '17+', label: 'Years marketing GTA real estate' },
      { value: '5000+', label: 'Properties shot' },
      { value: '24-48 h', label: 'Delivery on most services' },
      { value: '2-4 h', label: 'Typical email response' },
    ] satisfies KeyFact[],
  },
  cta: {
    title: 'Not Sure Where to Start?',
    text: 'Tell us about your listing and we will recommend the right mix of services for your budget.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'See All Services', to: '/services/all' },
  } satisfies Cta,
};

/** /services/all: the same eight services plus 'Industries We Serve' and a testimonial. */
export const SERVICES_ALL = {
  meta: {
    title: 'All Real Estate Media Services | Lumen Realty Media',
    description:
      'Every service we offer Toronto real estate professionals, and the industries we serve: agents, luxury listings, builders and brokerages across the GTA.',
  },
  hero: {
    title: 'All|Services',
    subtitle: 'One partner for every property you market',
    description:
      'Photography, video, drone, 3D tours, editing, websites, branding and AI, trusted by 700+ clients across the Greater Toronto Area.',
    image: '/images/hero/services.jpg',
  },
  section: {
    eyebrow: 'Our services',
    title: 'Every Service We Offer',
    subtitle: 'Mix and match any of our eight core services; we coordinate everything in a single visit.',
  },
  industries: {
    eyebrow: 'Who we work with',
    title: 'Industries We Serve',
    subtitle: 'Media built around the way each kind of client sells property.',
    tiles: [
      {
        title: 'Residential Agents',
        description:
          'Listing photos, video and tours that help homes sell sooner and with fewer price changes.',
        icon: 'home',
        stat: '95%',
        statLabel: 'Faster sales',
      },
      {
        title: 'Luxury Properties',
        description:
          'Twilight, aerial and cinematic media that justify a premium price and attract stronger offers.',
        icon: 'star',
        stat: '30%',
        statLabel: 'Higher offers',
      },
      {
        title: 'Builders & Developers',
        description:
          'Model homes, construction progress and pre-sale launches, captured on a reliable schedule.',
        icon: 'building',
        stat: '50+',
        statLabel: 'Homes monthly',
      },
      {
        title: 'Brokerages & Teams',
        description: 'Consistent branded media, volume pricing and one point of contact for every agent.',
        icon: 'users',
        stat: '200+',
        statLabel: 'Agents served',
      },
    ] satisfies IndustryTile[],
  },
  testimonial: {
    quote:
      'We moved our whole brokerage to Lumen: photos, video, tours and even our team apparel. Our agents get consistent, beautiful media every time and our sellers notice the difference.',
    author: 'Rachel Kim',
    role: 'Managing Broker, Harbour Group Realty',
    service: 'All Services',
  } satisfies Testimonial,
  cta: {
    title: 'Ready to Elevate Your Listings?',
    text: 'Book a single service or build a complete marketing package. We reply within 2-4 hours.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio' },
  } satisfies Cta,
};
