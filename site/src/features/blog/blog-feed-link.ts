/** The blog's feed, linked from every blog page with <link rel="alternate"> (served by the server). */
export const BLOG_FEED = { href: '/blog/feed.xml', title: 'Lumen Realty Media Blog' } as const;
