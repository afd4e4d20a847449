// Placeholder: the content helper replaces this with the eight typed projects.
export const PROJECTS: { id: string; slug?: string }[] = [{ id: '1', slug: 'chelster-hall' }];
export const projectPath = (p: { id: string; slug?: string }) => `/projects/${p.slug ?? p.id}`;
