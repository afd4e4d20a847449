import { expect, test } from './fixtures.ts';

test('when the About page opens, then it shows every section of the spec with its counts', async ({
  page,
}) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('About Us | Lumen Realty Media');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Lumen Realty Media');
  await expect(page.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible();

  const highlights = page.locator('.about-highlight');
  await expect(highlights.locator('h3')).toHaveText([
    'Award-Winning Quality',
    'Fast Turnaround',
    'Cutting-Edge Technology',
  ]);
  await expect(highlights.nth(1)).toContainText('24-48 hours');

  await expect(page.getByRole('heading', { level: 2, name: 'Our Mission and Vision' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeVisible();

  const founder = page.locator('.about-founder');
  await expect(founder).toContainText('Meet the Founder');
  await expect(founder.getByRole('heading', { level: 2 })).toHaveText('Adrian Kowalczyk');
  await expect(founder.locator('img')).toHaveAttribute('alt', /.+/);

  await expect(page.locator('.value-card h3')).toHaveText([
    'Innovation',
    'Excellence',
    'Reliability',
    'Creativity',
  ]);

  const milestones = page.locator('.about-timeline-item');
  await expect(milestones.locator('.about-timeline-year')).toHaveText([
    '2007',
    '2012',
    '2016',
    '2019',
    '2023',
  ]);
  await expect(milestones.locator('h3')).toHaveText([
    'Founded',
    'First Drone Permit',
    '3D Tours Launch',
    'AI Integration',
    'Industry Recognition',
  ]);

  await expect(page.locator('.about-stat-number')).toHaveText(['17+', '5000+', '700+', '48K+']);
  await expect(page.locator('.about-stat-label')).toHaveText([
    'Years of Experience',
    'Properties Shot',
    'Active Clients',
    'YouTube Subscribers',
  ]);
});

test('when Start a Project is clicked, then the contact page opens', async ({ page }) => {
  await page.goto('/about');
  await page.locator('body.loaded').waitFor();
  await page.getByRole('link', { name: 'Start a Project' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();
});
