import type { Cta } from '../schemas/content-services.ts';
import { COMPANY } from './company.ts';

/**
 * The closing call to action of the pages whose copy is written in their route module (home,
 * blog, contact, search, site map, legal pages, a project's page). The other pages' calls to
 * action are in their content modules.
 */
export const PAGE_CTAS = {
  home: {
    title: 'Ready to make your next listing stand out?',
    text: 'Tell us about the property and we will put together a custom quote within a few hours.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'Explore Services', to: '/services' },
  },
  blogIndex: {
    title: 'Ready to Market Your Next Listing?',
    text: 'Put these ideas to work. Tell us about the property and we will recommend the right mix of photography, video, drone and 3D.',
    primary: { label: 'Get a Quote', to: '/contact' },
    secondary: { label: 'View Our Services', to: '/services' },
  },
  blogPost: {
    title: "Let's Make Your Next Listing Stand Out",
    text: 'Photography, video, drone, 3D tours and websites for real estate professionals across the Greater Toronto Area.',
    primary: { label: 'Contact Us Today', to: '/contact' },
    secondary: { label: 'View Our Services', to: '/services' },
  },
  contact: {
    title: 'Prefer to See Our Work First?',
    text: 'Browse our portfolio of listings, aerials, 3D tours and property films from across the Greater Toronto Area.',
    primary: { label: 'See Portfolio', to: '/portfolio' },
    secondary: { label: 'View Services', to: '/services' },
  },
  search: {
    title: 'Rather Ask a Person?',
    text: `Tell us what you are looking for: we reply within ${COMPANY.emailResponse} during business hours.`,
    primary: { label: 'Contact Us', to: '/contact' },
    secondary: { label: 'Our Services', to: '/services' },
  },
  siteMap: {
    title: "Can't Find What You Need?",
    text: 'Ask us directly: we reply to every message within 2-4 hours during business hours.',
    primary: { label: 'Contact Us', to: '/contact' },
    secondary: { label: 'Our Services', to: '/services' },
  },
  legal: {
    title: 'Questions About This Page?',
    text: 'Our team is happy to explain how we handle your information and how we work.',
    primary: { label: 'Contact Us', to: '/contact' },
    secondary: { label: 'Back to Home', to: '/' },
  },
  projectDetail: {
    title: 'Planning a Project Like This?',
    text: 'Tell us about your property and we will recommend the right mix of photography, video, aerials and 3D.',
    primary: { label: 'Discuss Your Project', to: '/contact' },
    secondary: { label: 'Browse More Projects', to: '/projects' },
  },
} satisfies Record<string, Cta>;
