import type { ServicePage } from '../../../schemas/content-services.ts';
import { SERVICE_SUMMARIES } from '../service-summaries.ts';
import { youtubeItem } from '../gallery-helpers.ts';

export const VIDEO_PAGE: ServicePage = {
  slug: 'video',
  name: 'Real Estate Video Production',
  meta: {
    title: 'Real Estate Video Production Toronto | Lumen Realty Media',
    description:
      'Cinematic property films, aerial video and social cuts for Toronto listings. 1.5-3 minute films, two revision rounds, delivered in 7-10 business days.',
  },
  hero: {
    title: 'Video|Production',
    subtitle: 'Cinematic stories that sell the lifestyle',
    description:
      'Property films, agent introductions and social cuts shot in 4K by a crew that has produced real estate video across the GTA since 2007.',
    image: '/images/hero/video.jpg',
  },
  card: SERVICE_SUMMARIES.video,
  intro: {
    eyebrow: 'Why video',
    title: 'Buyers remember how a home feels',
    paragraphs: [
      'Photos show the rooms; video shows how they flow together, how the light moves through the day and what it is like to walk up to the front door. Listings with a property film earn longer viewing times and more shares than photo-only listings.',
      'Our channel has grown to 48K+ YouTube subscribers because we cut films people actually watch: tight, well paced and scored with licensed music.',
    ],
    facts: [
      { value: '1.5-3 min', label: 'Standard property film' },
      { value: '30-60 s', label: 'Social media cuts' },
      { value: '2', label: 'Revision rounds included' },
      { value: '48K+', label: 'YouTube subscribers' },
    ],
  },
  packages: {
    kind: 'packages',
    eyebrow: 'Packages',
    title: 'Video Packages',
    subtitle:
      'From a quick social edit to a full luxury film, every package includes licensed music and colour grading.',
    items: [
      {
        title: 'Property Films',
        description: 'A cinematic walkthrough that shows the flow of the home from curb to backyard.',
        icon: 'film',
        popular: true,
        features: [
          '1.5-3 minute film (3-5 min luxury)',
          '4K gimbal and slider shots',
          'Licensed music and colour grade',
          'Two revision rounds included',
        ],
      },
      {
        title: 'Aerial Video',
        description: 'Sweeping drone footage of the property, the lot and the neighbourhood.',
        icon: 'drone',
        popular: false,
        features: [
          'Certified drone pilots',
          'Neighbourhood and amenity flyovers',
          'Smooth reveal shots',
          'Blends into any property film',
        ],
      },
      {
        title: 'Marketing Content',
        description: 'Agent introductions, market updates and branded content for your channels.',
        icon: 'message',
        popular: false,
        features: [
          'On-camera coaching',
          'Teleprompter available',
          'Branded intro and outro',
          'Captions for silent autoplay',
        ],
      },
      {
        title: 'Quick Edit Videos',
        description: 'Short vertical and square edits built for Instagram, TikTok and YouTube Shorts.',
        icon: 'smartphone',
        popular: false,
        features: [
          '30-60 second social cuts',
          'Vertical and square formats',
          'Text overlays with listing details',
          'Trending-safe licensed music',
        ],
      },
      {
        title: 'Corporate Video',
        description: 'Brokerage culture, recruiting and developer presentation videos.',
        icon: 'building',
        popular: false,
        features: [
          'Scripting and storyboards',
          'Interviews with two-camera setup',
          'Office and team b-roll',
          'Multiple deliverable lengths',
        ],
      },
      {
        title: 'Twilight Video',
        description: 'Golden-hour and dusk footage that makes a home glow on screen.',
        icon: 'moon',
        popular: true,
        features: [
          'Shot through sunset',
          'Interior lights staged',
          'Exterior and aerial dusk shots',
          'Free reschedule for weather',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Recent Property Films',
    subtitle: 'Press play on a few of our favourite films. Videos load from YouTube only when you open them.',
    wrap: false,
    portfolio: { label: 'View the video portfolio', to: '/portfolio/video' },
    items: [
      youtubeItem('video-1', 'Lr7kP2m9QxA', '/images/portfolio/video-1.jpg', {
        title: 'Rosedale Heritage Home',
        description: 'A luxury property film that opens on the approach to the front door.',
        category: 'Luxury Film',
        specs: '4:10 · 4K · Twilight and aerial',
      }),
      youtubeItem('video-2', 'Vb3nT8q1HsE', '/images/portfolio/video-2.jpg', {
        title: 'Liberty Village Condo',
        description: 'A bright gimbal walkthrough made for first-time buyers.',
        category: 'Property Film',
        specs: '1:45 · 4K · Licensed music',
      }),
      youtubeItem('video-3', 'Qm5wZc7YtRu', '/images/portfolio/video-3.jpg', {
        title: 'Innisfil Lakefront Estate',
        description: 'Aerial establishing shots that show the estate, the lot and the lake beyond.',
        category: 'Aerial Video',
        specs: '2:30 · 4K · Drone and ground',
      }),
      youtubeItem('video-4', 'Ht9gN4vKpLw', '/images/portfolio/video-4.jpg', {
        title: 'CityPlace Tower at Dusk',
        description: 'A cinematic building film shot as the lights came on across the city.',
        category: 'Twilight Video',
        specs: '2:45 · 4K · Dusk aerials',
      }),
      youtubeItem('video-5', 'Xc2sD6jFbYo', '/images/portfolio/video-5.jpg', {
        title: 'Danforth Semi in 45 Seconds',
        description: 'A vertical social cut that moves through the kitchen and living spaces.',
        category: 'Social Cut',
        specs: '0:45 · Vertical · Captions',
      }),
    ],
  },
  process: {
    title: 'Our Video Process',
    subtitle: 'A clear path from idea to finished film.',
    steps: [
      {
        title: 'Creative Brief',
        description: 'We talk through the property, the audience and the shots that will sell it.',
        icon: 'lightbulb',
      },
      {
        title: 'Shot Planning',
        description: 'We plan the route through the home, the time of day and any drone or twilight work.',
        icon: 'calendar',
      },
      {
        title: 'Filming Day',
        description:
          'Our crew arrives 30 minutes early to set up, then films interiors, exteriors and details.',
        icon: 'video',
      },
      {
        title: 'Editing & Revisions',
        description: 'We cut, grade and score the film; two revision rounds are included.',
        icon: 'edit',
      },
      {
        title: 'Delivery',
        description: 'Final files for YouTube, MLS, your website and social, in every format you need.',
        icon: 'upload',
        duration: '7-10 business days',
      },
    ],
  },
  faqs: [
    {
      question: 'How long does it take to receive my video?',
      answer:
        'Standard delivery is 7-10 business days from the shoot. Rush delivery is available from 72 hours for an additional fee.',
    },
    {
      question: 'How long will my property video be?',
      answer:
        'Standard property films run 1.5-3 minutes. Luxury films run 3-5 minutes, and social media cuts are 30-60 seconds.',
    },
    {
      question: 'How many revisions are included?',
      answer:
        'Two rounds of revisions are included with every video. Additional rounds are available at an extra cost.',
    },
    {
      question: 'What happens on filming day?',
      answer:
        'Our crew arrives 30 minutes early to walk the property and set up. Please have the home staged, lights on and pets out before we start filming.',
    },
    {
      question: 'Is the music licensed?',
      answer:
        'Yes. Every film uses music licensed for commercial use on YouTube, MLS, your website and social platforms, so your video will never be muted or taken down.',
    },
    {
      question: 'Can I appear in the video?',
      answer:
        'Absolutely. Many agents add an on-camera introduction or closing. We provide light coaching and a teleprompter so you look and sound confident.',
    },
  ],
  testimonial: {
    quote:
      'Our listing film had more views in a week than the photos had in a month. Buyers walked into the open house already knowing the layout and asking about the backyard they saw in the video.',
    author: 'Marcus Bélanger',
    role: 'Broker of Record, Northbridge Realty Group',
    service: 'Video Production',
  },
  related: ['photography', 'drone', 'matterport'],
  cta: {
    title: 'Let’s Tell Your Listing’s Story',
    text: 'Tell us about the property and we will plan a film that brings buyers to the door.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Portfolio', to: '/portfolio/video' },
  },
};
