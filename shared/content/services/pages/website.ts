import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const WEBSITE_PAGE: ServicePage = {
  slug: 'website',
  name: 'Real Estate Website Design',
  meta: {
    title: 'Real Estate Website Design Toronto | Lumen Realty Media',
    description:
      'Single property websites from $500 in 3-5 business days, agent and broker sites from $2,500, custom development and mobile apps for real estate.',
  },
  hero: {
    title: 'Website|Design',
    subtitle: 'Websites that work as hard as you do',
    description:
      'Single property sites, agent and brokerage websites and custom apps, designed around the photos, video and tours that sell your listings.',
    image: '/images/hero/website.jpg',
  },
  card: SERVICE_SUMMARIES.website,
  intro: {
    eyebrow: 'Why a website',
    title: 'Own your online presence',
    paragraphs: [
      'Portals show your listing next to everyone else’s. A dedicated property website or agent site puts your media, your brand and your contact form front and centre, and every lead comes straight to you.',
      'Because we also shoot the photos, video and 3D tours, your site launches with media that looks stunning from day one.',
    ],
    facts: [
      { value: '3-5 days', label: 'Single property website' },
      { value: '$500', label: 'Property sites from' },
      { value: '2-4 weeks', label: 'Agent website launch' },
      { value: 'Mobile-first', label: 'Fast on every phone' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Website Packages',
    subtitle: 'Transparent starting prices and realistic timelines for every kind of project.',
    items: [
      {
        title: 'Single Property Websites',
        description: 'A dedicated site for one listing with its own memorable address.',
        icon: 'home',
        popular: true,
        price: '$500-1,500',
        timeline: '3-5 business days',
        features: [
          'Custom domain for the listing',
          'Photo gallery, video and 3D tour',
          'Showing request form',
          'Mobile-optimized design',
        ],
      },
      {
        title: 'Agent/Broker Websites',
        description: 'Your personal or brokerage brand online, with listings and lead capture.',
        icon: 'users',
        popular: true,
        price: 'From $2,500 up to $10,000+',
        timeline: '2-4 weeks',
        features: [
          'Custom design to your brand',
          'Listing and IDX integration',
          'Blog and neighbourhood pages',
          'Lead capture to your CRM',
        ],
      },
      {
        title: 'Custom Development',
        description: 'Portals, developer pre-sale sites and tools built to your specification.',
        icon: 'code',
        popular: false,
        price: 'Custom quote',
        timeline: '6-12 weeks',
        features: [
          'Discovery and technical planning',
          'Unit selectors and floor plan tools',
          'Integrations with your systems',
          'Scalable, secure hosting',
        ],
      },
      {
        title: 'Mobile Apps',
        description: 'iOS and Android apps for brokerages, developers and property managers.',
        icon: 'smartphone',
        popular: false,
        price: 'From $15,000',
        timeline: '12-20 weeks',
        features: [
          'iOS and Android from one codebase',
          'Push notifications for new listings',
          'Saved searches and favourites',
          'App store submission handled',
        ],
      },
      {
        title: 'SEO & Marketing',
        description: 'Get found by buyers and sellers searching in your neighbourhoods.',
        icon: 'trending-up',
        popular: false,
        price: 'Monthly plans, quoted to your goals',
        features: [
          'Local SEO and Google Business Profile',
          'Neighbourhood landing pages',
          'Monthly ranking reports',
          'Content and blog support',
        ],
      },
      {
        title: 'Hosting & Maintenance',
        description: 'Fast, secure hosting with updates and backups taken care of.',
        icon: 'shield',
        popular: false,
        price: 'Monthly plans',
        features: [
          'SSL and daily backups',
          'Security and software updates',
          'Uptime monitoring',
          'Small content changes included',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Our work',
    title: 'Website Portfolio',
    subtitle: 'A selection of property, agent and developer websites we designed and built.',
    wrap: true,
    portfolio: { label: 'View the website design portfolio', to: '/portfolio/website-design' },
    items: [
      portfolioImage('website-design', 1, {
        title: '88 Lakeview Crescent',
        description: 'A single property website that opens on a full-width twilight photo.',
        category: 'Single Property',
        specs: 'Launched in 4 business days',
      }),
      portfolioImage('website-design', 2, {
        title: 'Jordan Avery Real Estate',
        description: 'An agent site with featured listings shown as photo gallery cards.',
        category: 'Agent Website',
        specs: 'Launched in 3 weeks',
      }),
      portfolioImage('website-design', 3, {
        title: 'Harbour Group Brokerage',
        description: 'A responsive brokerage site that works as well on a phone as on a laptop.',
        category: 'Broker Website',
        specs: '40 agent profiles · 4 weeks',
      }),
      portfolioImage('website-design', 4, {
        title: 'The Residences on Bay',
        description: 'A custom pre-sale site built around an exclusive collection of suites.',
        category: 'Custom Development',
        specs: 'Suite selector · 10 weeks',
      }),
      portfolioImage('website-design', 5, {
        title: '12 Bridle Path Microsite',
        description: 'A luxury listing microsite with the price and a clear showing request.',
        category: 'Single Property',
        specs: 'Launched in 5 business days',
      }),
    ],
  },
  process: {
    title: 'Our Website Process',
    subtitle: 'Five steps from the first call to launch day and beyond.',
    steps: [
      {
        title: 'Discovery',
        description: 'We learn about your brand, your market and the leads you want to attract.',
        icon: 'search',
      },
      {
        title: 'Design',
        description: 'You review mock-ups of the key pages and we refine them together.',
        icon: 'palette',
      },
      {
        title: 'Development',
        description: 'We build a fast, accessible site and connect listings, forms and analytics.',
        icon: 'code',
      },
      {
        title: 'Launch',
        description: 'We test on every device, connect your domain and go live.',
        icon: 'rocket',
      },
      {
        title: 'Support',
        description: 'Ongoing hosting, updates and SEO keep the site secure and growing.',
        icon: 'shield',
      },
    ],
  },
  faqs: [
    {
      question: 'How much does a real estate website cost?',
      answer:
        'Single property websites cost $500-1,500. Agent and broker websites start at $2,500 and range up to $10,000+ for larger sites. Mobile apps start at $15,000, and custom development is quoted after a discovery call.',
    },
    {
      question: 'How long does it take to build my website?',
      answer:
        'A single property website takes 3-5 business days. Agent sites take 2-4 weeks, custom development 6-12 weeks and mobile apps 12-20 weeks.',
    },
    {
      question: 'Can my website show my MLS listings?',
      answer:
        'Yes. Agent and broker sites can include IDX listing feeds so visitors can search listings without leaving your site.',
    },
    {
      question: 'Do I own my website and domain?',
      answer:
        'Yes. The domain is registered in your name and you own the content and design. If you move on, we help you transfer everything.',
    },
    {
      question: 'Will my site be found on Google?',
      answer:
        'Every site is built with fast load times, clean structure and search-friendly pages. Our SEO & Marketing plans add local SEO, neighbourhood pages and monthly reporting.',
    },
    {
      question: 'Who looks after hosting and updates?',
      answer:
        'Our Hosting & Maintenance plans cover secure hosting, SSL, daily backups, updates and small content changes, so you can focus on selling.',
    },
  ],
  testimonial: {
    quote:
      'My new website paid for itself with the first listing lead it brought in. It loads fast, looks beautiful on my phone and shows off the photos Lumen shoots for me.',
    author: 'Jordan Avery',
    role: 'Sales Representative, Avery Home Team',
    service: 'Website Design',
  },
  related: ['photography', 'video', 'matterport'],
  cta: {
    title: 'Let’s Build Your Website',
    text: 'Tell us about your brand and goals and we will send a proposal with a clear price and timeline.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/website-design' },
  },
};
