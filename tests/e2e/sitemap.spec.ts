import { expect, test } from './fixtures.ts';

const GROUPS: [string, string[]][] = [
  ['Main Pages', ['/', '/about', '/projects', '/blog', '/contact']],
  [
    'Services',
    [
      '/services/all',
      '/services/photography',
      '/services/video',
      '/services/drone',
      '/services/matterport',
      '/services/automation',
      '/services/editing',
      '/services/website',
      '/services/brand',
    ],
  ],
  [
    'Portfolio',
    [
      '/portfolio',
      '/portfolio/photography',
      '/portfolio/video',
      '/portfolio/drone',
      '/portfolio/matterport',
      '/portfolio/ai-services',
      '/portfolio/editing',
      '/portfolio/website-design',
      '/portfolio/brand-apparel',
    ],
  ],
  ['Featured Projects', ['/projects', '/projects/chelster-hall']],
  ['Legal', ['/privacy', '/terms', '/sitemap']],
];

test('when /sitemap opens, then the groups and links of the spec come first, in its order, and it lists every page of sitemap.xml', async ({
  page,
  request,
}) => {
  const response = await page.goto('/sitemap');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  const nav = page.getByRole('navigation', { name: 'All pages' });
  // The spec's groups keep their order; a group the spec does not name (the posts) may sit between.
  const titles = await page.locator('.site-map-group h2').allTextContents();
  expect(titles.filter((t) => GROUPS.some(([title]) => title === t))).toEqual(GROUPS.map(([title]) => title));
  for (const [title, paths] of GROUPS) {
    const links = nav.getByRole('group', { name: title, exact: true }).getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.slice(0, paths.length), title).toEqual(paths);
  }
  // Issue 28: and nothing sitemap.xml lists is missing (AI Services, Floor Plans, every project and post).
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const linked = await nav.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(new Set(linked)).toEqual(new Set(listed));
});
