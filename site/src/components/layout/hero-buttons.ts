/** The call-to-action pair a hero shows, chosen by the page key (spec "Hero banner"). */
interface HeroButton {
  label: string;
  to: string;
}
interface HeroButtonPair {
  primary: HeroButton;
  secondary: HeroButton;
}

const pair = (primary: HeroButton, secondary: HeroButton): HeroButtonPair => ({ primary, secondary });
const contact = (label: string): HeroButton => ({ label, to: '/contact' });
const gallery = (label: string, slug: string): HeroButton => ({ label, to: `/portfolio/${slug}` });

const HOME_BUTTONS = pair(
  { label: 'Our Services', to: '/services' },
  { label: 'View Portfolio', to: '/portfolio' },
);

/** Each portfolio page offers the matching service page and a quote request. */
const PORTFOLIO_SERVICE: Record<string, string> = {
  photography: '/services/photography',
  video: '/services/video',
  drone: '/services/drone',
  matterport: '/services/matterport',
  editing: '/services/editing',
  'website-design': '/services/website',
  'brand-apparel': '/services/brand',
  'ai-services': '/services/ai-services',
};

const HERO_BUTTONS: Record<string, HeroButtonPair> = {
  home: HOME_BUTTONS,
  services: pair(contact('Get a Quote'), { label: 'View Portfolio', to: '/portfolio' }),
  'services-all': pair(contact('Get a Quote'), { label: 'View Portfolio', to: '/portfolio' }),
  photography: pair(gallery('View Gallery', 'photography'), contact('Book a Photo Session')),
  video: pair(gallery('Watch Our Films', 'video'), contact('Book a Video Shoot')),
  drone: pair(gallery('View Aerial Work', 'drone'), contact('Book a Drone Shoot')),
  matterport: pair(gallery('Explore 3D Tours', 'matterport'), contact('Book a 3D Scan')),
  editing: pair(gallery('See Before & After', 'editing'), contact('Request Editing')),
  website: pair(gallery('View Website Work', 'website-design'), contact('Start Your Website')),
  brand: pair(gallery('View Apparel', 'brand-apparel'), contact('Order Brand Apparel')),
  'ai-services': pair(gallery('See AI in Action', 'ai-services'), contact('Book a Consultation')),
  automation: pair(contact('Book a Consultation'), { label: 'All Services', to: '/services/all' }),
  floorplans: pair(contact('Order Floor Plans'), { label: 'Matterport 3D', to: '/services/matterport' }),
  portfolio: pair({ label: 'View Services', to: '/services' }, contact('Start a Project')),
  ...Object.fromEntries(
    Object.entries(PORTFOLIO_SERVICE).map(([slug, service]) => [
      `portfolio-${slug}`,
      pair({ label: 'View Services', to: service }, contact('Start a Project')),
    ]),
  ),
  projects: pair({ label: 'View Portfolio', to: '/portfolio' }, contact('Start a Project')),
  project: pair({ label: 'All Projects', to: '/projects' }, contact('Start a Project')),
  about: pair({ label: 'Our Services', to: '/services' }, contact('Contact Us')),
  blog: pair({ label: 'Our Services', to: '/services' }, contact('Contact Us')),
  post: pair({ label: 'All Articles', to: '/blog' }, contact('Contact Us')),
  contact: pair({ label: 'View Services', to: '/services' }, { label: 'See Portfolio', to: '/portfolio' }),
  privacy: pair(contact('Contact Us'), { label: 'Back to Home', to: '/' }),
  terms: pair(contact('Contact Us'), { label: 'Back to Home', to: '/' }),
  sitemap: pair({ label: 'Our Services', to: '/services' }, contact('Contact Us')),
  search: pair({ label: 'Our Services', to: '/services' }, { label: 'Read the Blog', to: '/blog' }),
};

/** An unknown key falls back to the home buttons (spec). */
export function heroButtonsFor(pageKey: string): HeroButtonPair {
  return Object.hasOwn(HERO_BUTTONS, pageKey) ? HERO_BUTTONS[pageKey]! : HOME_BUTTONS;
}
