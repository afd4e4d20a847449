import type { ServicePage, ServiceSlug } from '../../schemas/content-services.ts';

/**
 * How every service page presents itself elsewhere (related-service cards, search). Kept apart from
 * the page content so a page can show its related cards without loading the other pages.
 */
export const SERVICE_SUMMARIES: Record<ServiceSlug, ServicePage['card']> = {
  photography: {
    title: 'Photography',
    description: 'HDR interiors, crisp exteriors and twilight shots that make buyers book a showing.',
    icon: 'camera',
    color: '#2563eb',
    image: '/images/services/photography.jpg',
  },
  video: {
    title: 'Video Production',
    description: 'Cinematic property films and social cuts that turn listings into stories.',
    icon: 'video',
    color: '#dc2626',
    image: '/images/services/video.jpg',
  },
  drone: {
    title: 'Drone Services',
    description: 'Aerial photos and video that show the lot, the views and the neighbourhood.',
    icon: 'drone',
    color: '#0891b2',
    image: '/images/services/drone.jpg',
  },
  matterport: {
    title: 'Matterport 3D',
    description: 'Immersive 3D tours buyers can explore from anywhere, any time.',
    icon: 'cube',
    color: '#7c3aed',
    image: '/images/services/matterport.jpg',
  },
  editing: {
    title: 'Editing',
    description: 'Colour correction, virtual staging and retouching with 6-24 hour turnaround.',
    icon: 'wand',
    color: '#db2777',
    image: '/images/services/editing.jpg',
  },
  website: {
    title: 'Website Design',
    description: 'Property websites and agent sites built to showcase listings and capture leads.',
    icon: 'globe',
    color: '#059669',
    image: '/images/services/website.jpg',
  },
  brand: {
    title: 'Brand Apparel',
    description: 'Custom apparel, merchandise and brand identities for agents and teams.',
    icon: 'shirt',
    color: '#ea580c',
    image: '/images/services/brand.jpg',
  },
  'ai-services': {
    title: 'AI Services',
    description: 'AI staging, listing copy, pricing insights and chatbots for busy agents.',
    icon: 'sparkles',
    color: '#4f46e5',
    image: '/images/services/ai-services.jpg',
  },
  automation: {
    title: 'Automation',
    description: 'Listing launches, follow-up emails and social posts that run themselves.',
    icon: 'bolt',
    color: '#0d9488',
    image: '/images/services/automation.jpg',
  },
  floorplans: {
    title: 'Floor Plans',
    description: 'Measured 2D and 3D floor plans, ready for MLS and feature sheets.',
    icon: 'ruler',
    color: '#475569',
    image: '/images/services/floorplans.jpg',
  },
};

export const servicePath = (slug: string) => `/services/${slug}`;
