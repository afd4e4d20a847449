import type { ServiceCard } from '../../schemas/content.ts';

/** The eight service cards of the home 'Our Services' grid (also used by /services). */
export const SERVICE_CARDS: ServiceCard[] = [
  {
    title: 'Photography',
    description:
      'HDR interiors, bright exteriors and twilight shots that make buyers stop scrolling. Delivered in 24-48 hours.',
    href: '/services/photography',
    icon: 'camera',
    color: '#c2953d',
    image: '/images/services/photography.jpg',
  },
  {
    title: 'Video Production',
    description:
      'Cinematic property films, agent introductions and 30-60 second social cuts that tell the story of a home.',
    href: '/services/video',
    icon: 'video',
    color: '#2563eb',
    image: '/images/services/video.jpg',
  },
  {
    title: 'Drone Services',
    description:
      'Aerial photos and video by licensed, insured pilots that show the lot, the street and the neighbourhood.',
    href: '/services/drone',
    icon: 'drone',
    color: '#0891b2',
    image: '/images/services/drone.jpg',
  },
  {
    title: 'Matterport 3D',
    description:
      'Immersive 3D virtual tours, dollhouse views and floor plans that let buyers walk through from anywhere.',
    href: '/services/matterport',
    icon: 'cube',
    color: '#7c3aed',
    image: '/images/services/matterport.jpg',
  },
  {
    title: 'Editing',
    description:
      'Colour correction, sky replacement, object removal and virtual staging, with turnarounds from 6 hours.',
    href: '/services/editing',
    icon: 'wand',
    color: '#db2777',
    image: '/images/services/editing.jpg',
  },
  {
    title: 'Website Design',
    description:
      'Single-property sites and agent websites that load fast, rank well and turn visitors into showings.',
    href: '/services/website',
    icon: 'globe',
    color: '#059669',
    image: '/images/services/website.jpg',
  },
  {
    title: 'Brand Apparel',
    description:
      'Branded shirts, caps and jackets for your team, so you look the part at every open house and showing.',
    href: '/services/brand',
    icon: 'shirt',
    color: '#ea580c',
    image: '/images/services/brand.jpg',
  },
  {
    title: 'AI Services',
    description:
      'Listing descriptions, pricing insights and lead chatbots powered by AI, set up and tuned for your business.',
    href: '/services/ai-services',
    icon: 'sparkles',
    color: '#4f46e5',
    image: '/images/services/ai-services.jpg',
  },
];
