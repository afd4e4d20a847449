interface SiteMapLink {
  label: string;
  to: string;
}
interface SiteMapGroup {
  title: string;
  links: SiteMapLink[];
}

/** The /sitemap page: exactly the groups and links of spec section 2, in its order. */
export const SITE_MAP_GROUPS: SiteMapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About Us', to: '/about' },
      { label: 'Projects', to: '/projects' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'All Services', to: '/services/all' },
      { label: 'Photography', to: '/services/photography' },
      { label: 'Video Production', to: '/services/video' },
      { label: 'Drone Services', to: '/services/drone' },
      { label: 'Matterport 3D Tours', to: '/services/matterport' },
      { label: 'Automation', to: '/services/automation' },
      { label: 'Editing', to: '/services/editing' },
      { label: 'Website Design', to: '/services/website' },
      { label: 'Brand Apparel', to: '/services/brand' },
    ],
  },
  {
    title: 'Portfolio',
    links: [
      { label: 'Portfolio Overview', to: '/portfolio' },
      { label: 'Photography', to: '/portfolio/photography' },
      { label: 'Video Production', to: '/portfolio/video' },
      { label: 'Drone Imagery', to: '/portfolio/drone' },
      { label: 'Matterport 3D', to: '/portfolio/matterport' },
      { label: 'AI Services', to: '/portfolio/ai-services' },
      { label: 'Editing', to: '/portfolio/editing' },
      { label: 'Website Design', to: '/portfolio/website-design' },
      { label: 'Brand Apparel', to: '/portfolio/brand-apparel' },
    ],
  },
  {
    title: 'Featured Projects',
    links: [
      { label: 'All Projects', to: '/projects' },
      { label: 'Chelster Hall', to: '/projects/chelster-hall' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Use', to: '/terms' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];
