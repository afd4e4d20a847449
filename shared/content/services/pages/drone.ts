import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { portfolioImage } from '../gallery-helpers.ts';

export const DRONE_PAGE: ServicePage = {
  slug: 'drone',
  name: 'Real Estate Drone Photography and Video',
  meta: {
    title: 'Drone Photography & Aerial Video Toronto | Lumen Realty Media',
    description:
      'Aerial photos and video by FAA Part 107 certified pilots. 1-2 hour flights, delivery in 48-72 business hours, free rescheduling for weather.',
  },
  hero: {
    title: 'Drone|Services',
    subtitle: 'The view buyers can’t get from the sidewalk',
    description:
      'Aerial photography and video that show the lot, the neighbourhood and everything nearby, flown safely by certified and insured pilots.',
    image: '/images/hero/drone.jpg',
  },
  card: SERVICE_SUMMARIES.drone,
  intro: {
    eyebrow: 'Why aerials',
    title: 'Context sells property',
    paragraphs: [
      'A backyard ravine, a short walk to the lake, the size of a rural lot: some selling points only make sense from the air. Our pilots have flown GTA listings since we earned our first drone permit in 2012.',
      'Every pilot is FAA Part 107 certified, fully insured and trained in Canadian airspace rules, and we handle the flight planning and authorizations near airports and controlled airspace.',
    ],
    facts: [
      { value: '1-2 h', label: 'Typical flight session' },
      { value: '48-72 h', label: 'Delivery (business hours)' },
      { value: '<15 mph', label: 'Wind limit for safe flight' },
      { value: 'Part 107', label: 'FAA certified pilots' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Drone Packages',
    subtitle: 'Aerial coverage for homes, estates, land and construction sites.',
    items: [
      {
        title: 'Property Aerials',
        description: 'High-resolution aerial stills of the home, lot lines and surroundings.',
        icon: 'camera',
        popular: true,
        features: [
          '10-15 edited aerial photos',
          'Multiple heights and angles',
          'Lot lines outlined on request',
          'Nearby amenities in frame',
        ],
      },
      {
        title: 'Aerial Videography',
        description: 'Smooth 4K flyovers and reveals ready to drop into your property film.',
        icon: 'video',
        popular: false,
        features: [
          '4K cinematic flight paths',
          'Orbit, reveal and tracking shots',
          'Colour-graded clips',
          'Licensed music edit available',
        ],
      },
      {
        title: 'Twilight Aerials',
        description: 'Dusk flights that capture glowing windows against the evening sky.',
        icon: 'moon',
        popular: false,
        features: [
          'Flown through sunset',
          'Interior lights staged',
          'Stills and video clips',
          'Free reschedule for weather',
        ],
      },
      {
        title: 'Construction Progress',
        description: 'Repeatable monthly flights that document a build from excavation to handover.',
        icon: 'building',
        popular: false,
        features: [
          'Same angles every visit',
          'Monthly or milestone schedule',
          'Shareable progress gallery',
          'Time-lapse compilation',
        ],
      },
      {
        title: 'Land Surveys',
        description: 'Top-down imagery and orthomosaic maps for land, farms and development sites.',
        icon: 'map',
        popular: false,
        features: [
          'Top-down orthomosaic maps',
          'Acreage and boundary overview',
          'Access roads and features',
          'High-resolution downloads',
        ],
      },
      {
        title: 'Rush Delivery',
        description: 'Need aerials for tomorrow’s launch? We fly and deliver same or next day.',
        icon: 'zap',
        popular: true,
        features: [
          'Same-day or next-day delivery',
          'Priority flight booking',
          'Full Property Aerials coverage',
          'Available for an added fee',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'From Above',
    subtitle: 'Aerial views from recent flights across the GTA.',
    wrap: false,
    portfolio: { label: 'View the drone portfolio', to: '/portfolio/drone' },
    items: [
      portfolioImage('drone', 1, {
        title: 'Scarborough Bluffs Waterfront',
        description:
          'Lakefront homes and the shoreline, a view that simply can’t be captured from the ground.',
        category: 'Waterfront',
        specs: '12 aerials · Lakefront',
      }),
      portfolioImage('drone', 2, {
        title: 'Vaughan Subdivision Progress',
        description: 'Monthly progress flights for a 40-home development, with lot lines marked.',
        category: 'Construction',
        specs: 'Monthly flights · 8 months',
      }),
      portfolioImage('drone', 3, {
        title: 'Port Credit Pool Homes',
        description: 'Waterfront properties with private pools, shown in context with the lake.',
        category: 'Waterfront',
        specs: '14 aerials · 90 m altitude',
      }),
      portfolioImage('drone', 4, {
        title: 'Kingsway Family Home',
        description: 'An aerial that shows how the home sits on a quiet, tree-lined street.',
        category: 'Residential',
        specs: '10 aerials · Lot lines added',
      }),
      portfolioImage('drone', 5, {
        title: 'Mineola Backyard Retreats',
        description: 'Detached homes with backyard pools, the selling point buyers asked about first.',
        category: 'Residential',
        specs: '12 aerials · Rush delivery',
      }),
    ],
  },
  process: {
    title: 'How a Drone Shoot Works',
    subtitle: 'Safe, legal and planned around the weather.',
    steps: [
      {
        title: 'Site Review',
        description: 'We check the address against airspace maps and plan the best angles.',
        icon: 'map',
      },
      {
        title: 'Flight Planning',
        description: 'We request any airspace authorizations and watch the forecast for safe wind.',
        icon: 'calendar',
      },
      {
        title: 'Flight Day',
        description: 'A certified pilot and spotter capture stills and video of the property.',
        icon: 'drone',
        duration: '1-2 hours',
      },
      {
        title: 'Editing',
        description: 'Colour correction, horizon levelling and optional lot-line graphics.',
        icon: 'wand',
      },
      {
        title: 'Delivery',
        description: 'Download your aerials from your online gallery, ready for MLS and social.',
        icon: 'upload',
        duration: '48-72 business hours',
      },
    ],
  },
  faqs: [
    {
      question: 'Are your drone pilots certified and insured?',
      answer:
        'Yes. Our pilots are FAA Part 107 certified, trained in Canadian drone regulations and carry commercial liability insurance. We handle any airspace authorizations the property needs.',
    },
    {
      question: 'What weather do you need to fly?',
      answer:
        'We fly when winds are under 15 mph and there is no rain or snow. If the forecast is unsafe we reschedule for free, and we will contact you before the shoot if we see a problem.',
    },
    {
      question: 'How long does a drone shoot take?',
      answer: 'Most drone sessions take 1-2 hours on site, including setup, safety checks and flight time.',
    },
    {
      question: 'When will I receive my aerial photos and video?',
      answer:
        'Standard delivery is 48-72 business hours. Rush delivery the same or next day is available for an additional fee.',
    },
    {
      question: 'Can you fly near Pearson or Billy Bishop airports?',
      answer:
        'Many properties near airports can still be flown with the right authorization. We check every address during booking and tell you up front if restrictions apply.',
    },
    {
      question: 'Can drone footage be added to my property video?',
      answer:
        'Yes. Aerial clips blend seamlessly into our property films, and booking both together saves a second site visit.',
    },
  ],
  testimonial: {
    quote:
      'The aerials showed buyers the ravine and the walk to the lake in one picture. We had three offers on a property that sat for months with another brokerage.',
    author: 'Daniel Okafor',
    role: 'Sales Representative, Lakeshore Collective',
    service: 'Drone Services',
  },
  related: ['photography', 'video', 'matterport'],
  cta: {
    title: 'See Your Listing From Above',
    text: 'Tell us the address and we will check the airspace and plan the perfect flight.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/drone' },
  },
};
