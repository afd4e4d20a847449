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

test('when /sitemap opens, then it lists exactly the groups and links of the spec, in order', async ({
  page,
}) => {
  const response = await page.goto('/sitemap');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  await expect(page.locator('.site-map-group h2')).toHaveText(GROUPS.map(([title]) => title));
  for (const [title, paths] of GROUPS) {
    const links = page
      .getByRole('navigation', { name: 'All pages' })
      .getByRole('group', { name: title, exact: true })
      .getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs, title).toEqual(paths);
  }
});
