import { COMPANY } from '../company.ts';
import type { AboutContent } from './about-schema.ts';

/** Copy of the About page. Figures come from COMPANY so every page states the same numbers. */
export const ABOUT: AboutContent = {
  hero: {
    title: 'About Lumen Realty Media',
    subtitle: `Toronto's real estate media team since ${COMPANY.foundedYear}`,
    description:
      'Photographers, filmmakers, drone pilots, 3D specialists and designers who help real estate professionals market property beautifully.',
    image: '/images/hero/about.jpg',
  },
  whoWeAre: {
    eyebrow: 'Our Story',
    title: 'Who We Are',
    paragraphs: [
      `Lumen Realty Media is a Toronto real estate media company. Since ${COMPANY.foundedYear} we have photographed, filmed, flown and scanned more than 5,000 properties across the Greater Toronto Area, from downtown condos and semi-detached family homes to lakefront estates, new developments and commercial buildings.`,
      'We work mainly for real estate agents, brokers and teams, and for the developers, property owners and commercial clients who rely on them. Our job is simple to describe and hard to do well: make every property look its best, deliver on time, and give our clients marketing they are proud to put their name on.',
      'Everything is done in-house by one team: photography, video production, drone services, Matterport 3D tours, editing, website design, brand apparel and AI services. One booking, one point of contact, one consistent standard.',
    ],
    image: {
      src: '/images/about/team.jpg',
      alt: 'The Lumen Realty Media team reviewing a shoot in the studio',
    },
  },
  highlights: [
    {
      title: 'Award-Winning Quality',
      detail: 'Recognised by the industry',
      description:
        'Architectural composition, hand-blended exposures and true-to-life colour, checked by an editor before every delivery.',
      icon: 'award',
    },
    {
      title: 'Fast Turnaround',
      detail: '24-48 hours',
      description:
        'Most services are delivered within 24-48 hours, with rush options when a listing cannot wait.',
      icon: 'clock',
    },
    {
      title: 'Cutting-Edge Technology',
      detail: 'Drones, 3D and AI',
      description:
        'Full-frame cameras, certified drone pilots, Matterport 3D capture and AI-assisted editing and marketing tools.',
      icon: 'cpu',
    },
  ],
  missionVision: {
    title: 'Our Mission and Vision',
    mission:
      'To give every real estate professional in the Greater Toronto Area media that sells: honest, beautiful imagery, delivered fast and backed by people who answer the phone.',
    vision:
      'To be the partner agents call first for every listing, combining the craft of architectural photography with the technology that lets buyers experience a home before they visit.',
    image: { src: '/images/about/studio.jpg', alt: 'Editing workstations in the Lumen Realty Media studio' },
  },
  founder: {
    name: 'Adrian Kowalczyk',
    role: 'Founder & Creative Director',
    image: { src: '/images/about/founder.jpg', alt: 'Portrait of Adrian Kowalczyk holding a camera' },
    paragraphs: [
      `Adrian started Lumen Realty Media in ${COMPANY.foundedYear} with one camera, a borrowed tripod and a handful of agents in the east end of Toronto who were tired of dark, crooked listing photos. Trained in architectural photography, he brought the discipline of straight lines and balanced light to homes of every price.`,
      'As the agency grew, Adrian added drone photography, video, 3D tours and design, always with the same rule: adopt new technology only when it helps an agent sell. He still shoots a few homes each month and reviews every new team member’s first galleries himself.',
    ],
    quote:
      'A listing only gets one first impression. Our job is to make sure it is the right one, every single time.',
  },
  values: [
    {
      title: 'Innovation',
      description:
        'We test new tools early, from drones in 2012 to 3D tours and AI, and keep the ones that make listings sell.',
      icon: 'lightbulb',
    },
    {
      title: 'Excellence',
      description:
        'Every image is edited and checked by hand. If a photo is not good enough for our portfolio, it is not good enough for yours.',
      icon: 'star',
    },
    {
      title: 'Reliability',
      description:
        'We arrive on time, deliver when we say we will, and answer emails within 2-4 hours during business hours.',
      icon: 'shield',
    },
    {
      title: 'Creativity',
      description:
        'Each property has its own story. We plan angles, light and sequence to tell it, instead of shooting from a checklist.',
      icon: 'palette',
    },
  ],
  milestones: [
    {
      year: '2007',
      title: 'Founded',
      description:
        'Lumen Realty Media opens in Toronto, photographing listings for a small group of local agents.',
    },
    {
      year: '2012',
      title: 'First Drone Permit',
      description:
        'Our first special flight operations certificate from Transport Canada brings aerial photography to our listings.',
    },
    {
      year: '2016',
      title: '3D Tours Launch',
      description:
        'Matterport 3D virtual tours and floor plans join the line-up, letting buyers walk through online.',
    },
    {
      year: '2019',
      title: 'AI Integration',
      description:
        'AI-assisted editing, virtual staging and marketing automation speed up delivery for our clients.',
    },
    {
      year: '2023',
      title: 'Industry Recognition',
      description:
        'Recognised by the industry for excellence in real estate media, with more than 5,000 properties shot.',
    },
  ],
  stats: [
    {
      number: COMPANY.stats.years,
      label: 'Years of Experience',
      description: `Serving the Greater Toronto Area since ${COMPANY.foundedYear}.`,
    },
    {
      number: COMPANY.stats.properties,
      label: 'Properties Shot',
      description: 'Condos, family homes, estates and commercial spaces.',
    },
    {
      number: COMPANY.stats.clients,
      label: 'Active Clients',
      description: 'Agents, brokers, teams, developers and owners.',
    },
    {
      number: COMPANY.stats.subscribers,
      label: 'YouTube Subscribers',
      description: 'Property films and real estate marketing tips.',
    },
  ],
  cta: {
    title: 'Ready to Work With Us?',
    text: 'Tell us about your next listing or project and we will recommend the right package and a date for the shoot.',
    primary: { label: 'Start a Project', to: '/contact' },
    secondary: { label: 'View Our Services', to: '/services' },
  },
};
