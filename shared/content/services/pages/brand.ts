import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const BRAND_PAGE: ServicePage = {
  slug: 'brand',
  name: 'Real Estate Branding and Custom Apparel',
  meta: {
    title: 'Real Estate Branding & Custom Apparel | Lumen Realty Media',
    description:
      'Custom apparel, corporate merchandise, logo design and complete brand identities for Toronto agents, teams and brokerages.',
  },
  hero: {
    title: 'Brand|Apparel',
    subtitle: 'Look like the brand clients remember',
    description:
      'Logos, brand identities, team apparel and branded merchandise that make your name as recognizable as your listings.',
    image: '/images/hero/brand.jpg',
  },
  card: SERVICE_SUMMARIES.brand,
  intro: {
    eyebrow: 'Why branding',
    title: 'Consistency builds trust',
    paragraphs: [
      'Clients choose agents they remember. A strong logo, a consistent colour palette and a team that looks sharp at every open house tell sellers you run a professional business.',
      'We design the brand, then put it everywhere it needs to be: apparel, signs, closing gifts, social templates and your website.',
    ],
    facts: [
      { value: '4', label: 'Brand services under one roof' },
      { value: '1 team', label: 'Design through production' },
      { value: 'Proofs', label: 'Approved before production' },
      { value: 'GTA', label: 'Local delivery and pickup' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Branding Packages',
    subtitle: 'From a single logo to a fully outfitted team.',
    items: [
      {
        title: 'Custom Apparel',
        description: 'Embroidered and printed apparel for your team and open houses.',
        icon: 'shirt',
        popular: true,
        features: [
          'Polos, jackets, hoodies and caps',
          'Embroidery and screen printing',
          'Digital proofs before production',
          'Team sizing and bulk orders',
        ],
      },
      {
        title: 'Corporate Merchandise',
        description: 'Branded gifts and open-house giveaways people actually keep.',
        icon: 'tag',
        popular: false,
        features: [
          'Closing gifts and welcome kits',
          'Drinkware, totes and notebooks',
          'Open-house giveaways',
          'Packaging with your logo',
        ],
      },
      {
        title: 'Logo Design',
        description: 'A distinctive mark that works on a sign, a shirt and a phone screen.',
        icon: 'palette',
        popular: false,
        features: [
          'Three initial concepts',
          'Refinement rounds included',
          'Colour and one-colour versions',
          'Print and web file formats',
        ],
      },
      {
        title: 'Brand Identity',
        description: 'A complete visual system for agents, teams and brokerages.',
        icon: 'star',
        popular: true,
        features: [
          'Logo, colours and typography',
          'Brand guidelines document',
          'Business card and sign designs',
          'Social media templates',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Our work',
    title: 'Brand Portfolio',
    subtitle: 'Apparel, merchandise and identities we created for GTA real estate teams.',
    wrap: true,
    portfolio: { label: 'View the brand apparel portfolio', to: '/portfolio/brand-apparel' },
    items: [
      portfolioImage('brand-apparel', 1, {
        title: 'Harbour Group Tees & Caps',
        description: 'A navy logo t-shirt with a matching cap for a 40-agent brokerage.',
        category: 'Custom Apparel',
        specs: '120 pieces · Screen print and embroidery',
      }),
      portfolioImage('brand-apparel', 2, {
        title: 'Brokerage Team Set',
        description: 'A coordinated apparel set worn at open houses and community events.',
        category: 'Custom Apparel',
        specs: '60 sets · Embroidery',
      }),
      portfolioImage('brand-apparel', 3, {
        title: 'Printed Tee & Embroidered Cap',
        description: 'Soft printed tees paired with structured, embroidered caps.',
        category: 'Custom Apparel',
        specs: '80 pieces · Two decoration methods',
      }),
      portfolioImage('brand-apparel', 4, {
        title: 'Open-House Staff Uniform',
        description: 'A simple, recognizable uniform so visitors know who to ask.',
        category: 'Custom Apparel',
        specs: '24 pieces · Chest and sleeve logos',
      }),
      portfolioImage('brand-apparel', 5, {
        title: 'Client Appreciation Merchandise',
        description: 'Logo tees and hats handed out at a brokerage’s client appreciation day.',
        category: 'Corporate Merchandise',
        specs: '300 pieces · One-colour print',
      }),
    ],
  },
  process: {
    title: 'How Branding Works',
    subtitle: 'Five steps from first idea to finished product.',
    steps: [
      {
        title: 'Brand Discovery',
        description: 'We learn about your market, your clients and how you want to be seen.',
        icon: 'search',
      },
      {
        title: 'Concepts',
        description: 'You receive design concepts and mock-ups on real products.',
        icon: 'lightbulb',
      },
      {
        title: 'Refinement',
        description: 'We refine your favourite direction until it is exactly right.',
        icon: 'edit',
      },
      {
        title: 'Production',
        description: 'Approved designs go to print and embroidery with quality checks.',
        icon: 'layers',
      },
      {
        title: 'Delivery',
        description: 'Finished products are delivered to your office or ready for pickup.',
        icon: 'check',
      },
    ],
  },
  faqs: [
    {
      question: 'Is there a minimum order for apparel?',
      answer:
        'Minimums depend on the product and decoration method; most embroidered items start at 12 pieces. Tell us what you need and we will recommend the best option.',
    },
    {
      question: 'How long does apparel production take?',
      answer:
        'Production starts once you approve the digital proof. Most orders are ready in about two weeks, and rush options are available for events.',
    },
    {
      question: 'Can you use my existing logo?',
      answer:
        'Yes. Send us your logo files and we will prepare them for embroidery or print. If you only have a low-resolution file, we can redraw it.',
    },
    {
      question: 'What do I receive with logo design?',
      answer:
        'You receive your final logo in full-colour and one-colour versions, in print (PDF, EPS) and web (SVG, PNG) formats, ready for signs, apparel and digital use.',
    },
    {
      question: 'What is included in a brand identity?',
      answer:
        'A brand identity includes your logo, colour palette, typography, brand guidelines, business card and sign designs, and social media templates.',
    },
    {
      question: 'Can branding be used across my website and listing media?',
      answer:
        'Yes. We apply your brand to your website, property video intros and outros, and social templates so everything matches.',
    },
  ],
  testimonial: {
    quote:
      'From the new logo to the jackets the team wears at open houses, everything finally looks like one brand. Clients comment on it all the time.',
    author: 'Rachel Kim',
    role: 'Managing Broker, Harbour Group Realty',
    service: 'Brand Apparel',
  },
  related: ['video', 'drone', 'matterport'],
  cta: {
    title: 'Let’s Build Your Brand',
    text: 'Tell us about your team and we will put together concepts, mock-ups and a quote.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/brand-apparel' },
  },
};
