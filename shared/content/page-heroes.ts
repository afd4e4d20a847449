/**
 * Built-in heroes of the pages whose copy is written in their route module (home, contact, blog,
 * search). The other pages' heroes are in their content modules. Owner-replaceable through the
 * page-picture slots (shared/content/pictures/picture-slots.ts).
 */
export const PAGE_HEROES = {
  homeDesktop: '/images/hero/home-desktop.jpg',
  homeMobile: '/images/hero/home-mobile.jpg',
  contact: '/images/hero/contact.jpg',
  blog: '/images/hero/blog.jpg',
  search: '/images/hero/search.jpg',
} as const;

/** The words of those heroes (and of the blog's "Post Not Found" page), kept with their pictures. */
export const PAGE_HERO_TEXTS = {
  blog: {
    title: 'Real Estate Marketing Insights',
    subtitle: 'Our Blog',
    description:
      'Practical advice on photography, video, drones, 3D tours and marketing, written for real estate professionals.',
  },
  contact: {
    title: "Let's Talk About Your Project",
    subtitle: 'Contact Us',
    description:
      'Tell us about your listing or project and we will send a tailored quote, usually within a few hours.',
  },
  search: {
    title: 'Search',
    subtitle: 'Find What You Need',
    description: 'Search our services, projects, listings, articles and portfolio.',
  },
  siteMap: {
    title: 'Sitemap',
    subtitle: 'Find Your Way',
    description: 'Every page of our website in one place.',
  },
  postNotFound: {
    title: 'Post Not Found',
    subtitle: 'Our Blog',
    description: 'The article you are looking for does not exist or has been moved.',
  },
} satisfies Record<string, { title: string; subtitle: string; description: string }>;
