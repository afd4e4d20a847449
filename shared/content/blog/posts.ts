// Placeholder: the content helper replaces this with the five typed posts.
export const BLOG_POSTS = [
  { slug: 'essential-photography-equipment' },
  { slug: 'drone-photography-best-practices' },
  { slug: 'virtual-staging-trends' },
  { slug: 'marketing-luxury-properties' },
];
