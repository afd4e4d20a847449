// Placeholder: the content helper replaces this with the typed service pages.
export const SERVICE_PAGES = [{ slug: 'photography' }];
