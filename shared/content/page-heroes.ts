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
