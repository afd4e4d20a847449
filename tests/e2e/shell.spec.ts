import { expect, test } from './fixtures.ts';
import { freezeClock, ShellPage } from './pages/shell-page.ts';

test.describe('navigation bar', () => {
  test('when the page is scrolled more than 50 px, then the bar turns solid with the dark logo', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect(shell.navbar).not.toHaveClass(/is-scrolled/);
    await expect(shell.navbar.locator('.logo--light')).toBeVisible();
    // The bar reacts to the scroll event, handled before the next frame: wait two frames.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 40);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    await expect(shell.navbar).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(shell.navbar).toHaveClass(/is-scrolled/);
    await expect(shell.navbar.locator('.logo--dark')).toBeVisible();
    await expect(shell.navbar.locator('.logo--light')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shell.navbar).not.toHaveClass(/is-scrolled/);
  });

  test('when the pointer enters and leaves the Services item, then its dropdown opens and closes', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const list = shell.dropdownList('Services');
    await expect(list).toBeHidden();
    await shell.mainNav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText([
      'All Services',
      'Photography',
      'Video',
      'Drone',
      'Matterport',
      'AI Services',
      'Editing',
      'Website Design',
      'Brand Apparel',
    ]);
    await page.mouse.move(640, 600);
    await expect(list).toBeHidden();
  });

  test('when the Portfolio toggle is clicked, then the dropdown lists every portfolio page', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const toggle = shell.dropdownToggle('Portfolio');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = shell.dropdownList('Portfolio').getByRole('link');
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveText('View All Portfolio');
    await expect(links.first()).toHaveAttribute('href', '/portfolio');
    await page.keyboard.press('Escape');
    await expect(shell.dropdownList('Portfolio')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('when the pointer has opened a dropdown by hovering, then clicking its caret keeps it open and a second click closes it', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const toggle = shell.dropdownToggle('Portfolio');
    await toggle.hover();
    await expect(shell.dropdownList('Portfolio')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.dropdownList('Portfolio')).toBeHidden();
  });

  test('when focus leaves an open dropdown, then it closes 150 ms later, not at once', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await page.mouse.move(5, 700);
    await shell.dropdownToggle('Services').focus();
    await page.keyboard.press('Enter');
    await expect(shell.dropdownList('Services')).toBeVisible();
    await freezeClock(page);
    const hidden = () => page.evaluate(() => document.getElementById('nav-services-menu')!.hidden);
    await page.evaluate(() => (document.querySelector('.navbar-brand') as HTMLElement).focus());
    const atOnce = await hidden();
    await page.clock.runFor(60);
    const after60 = await hidden();
    await page.clock.runFor(250);
    expect({ atOnce, after60, after310: await hidden() }).toEqual({
      atOnce: false,
      after60: false,
      after310: true,
    });
  });

  test('when focus moves between the links of an open dropdown, then it stays open', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await page.mouse.move(5, 700);
    await shell.dropdownToggle('Services').focus();
    await page.keyboard.press('ArrowDown');
    const list = shell.dropdownList('Services');
    await expect(list.getByRole('link', { name: 'All Services' })).toBeFocused();
    await freezeClock(page);
    await page.keyboard.press('Tab');
    // Longer than the close delay (150 ms): a close timer started by the Tab would have fired.
    await page.clock.runFor(300);
    await expect(list).toBeVisible();
    await expect(list.getByRole('link', { name: 'Photography' })).toBeFocused();
  });

  test('when a dropdown link is chosen, then the page changes, the menu closes and the link is current', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await shell.dropdownToggle('Services').click();
    await shell.dropdownList('Services').getByRole('link', { name: 'Photography' }).click();
    await expect(page).toHaveURL(/\/services\/photography$/);
    await expect(shell.dropdownList('Services')).toBeHidden();
    await expect(shell.dropdownList('Services').locator('a[href="/services/photography"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(shell.mainNav.locator('a[href="/services"]')).toHaveClass(/is-section/);
  });

  test('when the visitor navigates, then the new page starts at the top', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('when a page starts, then the body is marked loading and then loaded', async ({ page }) => {
    const response = await page.request.get('/');
    expect(await response.text()).toContain('<body class="loading">');
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/loaded/);
    await expect(page.locator('body')).not.toHaveClass(/loading/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the toggle is pressed, then the panel opens with expandable sections and closes again', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect(shell.mainNav).toBeHidden();
    await expect(shell.mobileMenu).toBeHidden();
    await shell.mobileToggle.click();
    await expect(shell.mobileToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.mobileMenu).toBeVisible();
    const portfolio = shell.mobileMenu.getByRole('button', { name: 'Portfolio menu' });
    await portfolio.click();
    await expect(page.locator('#mobile-portfolio-menu').getByRole('link')).toHaveCount(9);
    await portfolio.click();
    await expect(page.locator('#mobile-portfolio-menu')).toBeHidden();
    await shell.mobileToggle.click();
    await expect(shell.mobileMenu).toBeHidden();
  });

  test('when a link in the panel is chosen, then the page changes and the panel and its section close', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await shell.mobileToggle.click();
    await shell.mobileMenu.getByRole('button', { name: 'Services menu' }).click();
    await page.locator('#mobile-services-menu').getByRole('link', { name: 'Drone' }).click();
    await expect(page).toHaveURL(/\/services\/drone$/);
    await expect(shell.mobileMenu).toBeHidden();
    await expect(shell.mobileToggle).toHaveAttribute('aria-expanded', 'false');
    // The expanded section closed with it: the panel opens again collapsed. The new page's bar
    // answers once it is hydrated (a press before that reaches no handler), as shell.open waits.
    await page.locator('body.loaded').waitFor();
    await shell.mobileToggle.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expect(page.locator('#mobile-services-menu')).toBeHidden();
  });

  test('when Escape is pressed in the open panel, then it closes and focus returns to the toggle', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await shell.mobileToggle.click();
    await expect(shell.mobileMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.mobileMenu).toBeHidden();
    await expect(shell.mobileToggle).toBeFocused();
  });
});

test.describe('footer', () => {
  test('when any page is shown, then the footer has contact facts, links, tiles and the legal row', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Mon-Fri 9AM-6PM');
    await expect(footer.getByRole('link', { name: /Marketing Automation/ })).toHaveAttribute(
      'href',
      '/services/automation',
    );
    await expect(footer.getByRole('link', { name: /Floor Plans/ })).toHaveAttribute(
      'href',
      '/services/floorplans',
    );
    for (const path of ['/privacy', '/terms', '/sitemap']) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    const social = footer.locator('.footer-social a');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('.footer-tile')).toHaveCount(6);
    await expect(footer.locator('.footer-logo img')).toHaveJSProperty('width', 175);
    const year = new Date().getUTCFullYear();
    await expect(footer).toContainText(`© ${year} Lumen Realty Media`);
  });
});
