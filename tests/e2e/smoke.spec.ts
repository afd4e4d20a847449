import { expect, test } from './fixtures.ts';

test('when the home page loads, then it hydrates without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(/loaded/);
  expect(errors).toEqual([]);
});
