/** The site's navigation (spec "Navigation bar"): shared by the navbar, its mobile panel and the footer. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup extends NavLinkItem {
  /** Id stem of the dropdown (ids of its toggle and list). */
  key: string;
  children: NavLinkItem[];
}

type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

const SERVICE_LINKS: NavLinkItem[] = [
  { label: 'All Services', to: '/services/all' },
  { label: 'Photography', to: '/services/photography' },
  { label: 'Video', to: '/services/video' },
  { label: 'Drone', to: '/services/drone' },
  { label: 'Matterport', to: '/services/matterport' },
  { label: 'AI Services', to: '/services/ai-services' },
  { label: 'Editing', to: '/services/editing' },
  { label: 'Website Design', to: '/services/website' },
  { label: 'Brand Apparel', to: '/services/brand' },
];

const PORTFOLIO_LINKS: NavLinkItem[] = [
  { label: 'View All Portfolio', to: '/portfolio' },
  { label: 'Photography', to: '/portfolio/photography' },
  { label: 'Video Production', to: '/portfolio/video' },
  { label: 'Drone Imagery', to: '/portfolio/drone' },
  { label: 'Matterport 3D', to: '/portfolio/matterport' },
  { label: 'AI Services', to: '/portfolio/ai-services' },
  { label: 'Editing', to: '/portfolio/editing' },
  { label: 'Website Design', to: '/portfolio/website-design' },
  { label: 'Brand Apparel', to: '/portfolio/brand-apparel' },
];

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services', key: 'services', children: SERVICE_LINKS },
  { label: 'Portfolio', to: '/portfolio', key: 'portfolio', children: PORTFOLIO_LINKS },
  { label: 'Projects', to: '/projects' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_SERVICE_LINKS: NavLinkItem[] = [
  { label: 'Real Estate Photography', to: '/services/photography' },
  { label: 'Video Production', to: '/services/video' },
  { label: 'Drone Services', to: '/services/drone' },
  { label: 'Matterport 3D Tours', to: '/services/matterport' },
  { label: 'Photo Editing', to: '/services/editing' },
  { label: 'Website Design', to: '/services/website' },
  { label: 'Brand Apparel', to: '/services/brand' },
  { label: 'AI Services', to: '/services/ai-services' },
  { label: 'Marketing Automation', to: '/services/automation' },
  { label: 'Floor Plans', to: '/services/floorplans' },
];

export const FOOTER_COMPANY_LINKS: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'All Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Notable Projects', to: '/projects' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
  { label: 'Search', to: '/search' },
];

/** Whether a path is the entry's page or one below it (for the active-section style). */
export function inSection(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
