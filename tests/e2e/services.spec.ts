import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { collectErrors } from './pages/shell-page.ts';

/** A section of the page, found by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

interface Expected {
  packages: string[];
  popular: number;
  featuredHeading: string;
  featured: number;
  steps: number;
  faqs: number;
  related: string[];
}

const MAIN_PAGES: Record<string, Expected> = {
  photography: {
    packages: ['Residential', 'Commercial', 'Twilight', 'HDR', 'High-Volume', 'Quick-Turn'],
    popular: 2,
    featuredHeading: 'Recent Photography',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/video', '/services/drone', '/services/matterport'],
  },
  video: {
    packages: [
      'Property Films',
      'Aerial Video',
      'Marketing Content',
      'Quick Edit Videos',
      'Corporate Video',
      'Twilight Video',
    ],
    popular: 2,
    featuredHeading: 'Recent Property Films',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/drone', '/services/matterport'],
  },
  drone: {
    packages: [
      'Property Aerials',
      'Aerial Videography',
      'Twilight Aerials',
      'Construction Progress',
      'Land Surveys',
      'Rush Delivery',
    ],
    popular: 2,
    featuredHeading: 'From Above',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/services/matterport'],
  },
  matterport: {
    packages: [
      '3D Virtual Tours',
      'Space Documentation',
      'Digital Integration',
      'Virtual Staging',
      'Interactive Tags',
      'Tour Hosting',
    ],
    popular: 2,
    featuredHeading: 'Recent 3D Tours',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/services/drone'],
  },
  editing: {
    packages: [
      'Photo Enhancement',
      'Virtual Staging',
      'Object Removal',
      'Sky Replacement',
      'Day-to-Dusk Conversion',
      'Video Editing',
    ],
    popular: 0,
    featuredHeading: 'Featured Edits',
    featured: 6,
    steps: 4,
    faqs: 5,
    related: ['/services/photography', '/services/video', '/services/drone'],
  },
  website: {
    packages: [
      'Single Property Websites',
      'Agent/Broker Websites',
      'Custom Development',
      'Mobile Apps',
      'SEO & Marketing',
      'Hosting & Maintenance',
    ],
    popular: 2,
    featuredHeading: 'Website Portfolio',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/video', '/services/matterport'],
  },
  brand: {
    packages: ['Custom Apparel', 'Corporate Merchandise', 'Logo Design', 'Brand Identity'],
    popular: 2,
    featuredHeading: 'Brand Portfolio',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/video', '/services/drone', '/services/matterport'],
  },
  'ai-services': {
    packages: [
      'AI Virtual Staging',
      'Listing Description Writer',
      'Predictive Pricing Insights',
      'AI Lead Chatbot',
      'Smart Photo Enhancement',
      'Market Reports',
    ],
    popular: 2,
    featuredHeading: 'AI in Action',
    featured: 5,
    steps: 5,
    faqs: 6,
    related: ['/services/photography', '/services/website', '/services/brand'],
  },
};

test.describe('service pages', () => {
  for (const [slug, expected] of Object.entries(MAIN_PAGES)) {
    test(`when /services/${slug} is opened, then it shows its packages, work, process, FAQs, testimonial, related services and CTA`, async ({
      page,
    }) => {
      const errors = await collectErrors(page);
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await page.locator('body.loaded').waitFor();
      await expect(page.locator('h1')).toHaveCount(1);

      await expect(page.locator('.package-title')).toHaveText(expected.packages);
      await expect(page.locator('.package-badge')).toHaveCount(expected.popular);
      await expect(section(page, expected.featuredHeading).locator('.gallery-card')).toHaveCount(
        expected.featured,
      );
      await expect(page.locator('.process-step')).toHaveCount(expected.steps);
      await expect(section(page, 'Frequently Asked Questions').locator('.accordion-button')).toHaveCount(
        expected.faqs,
      );
      await expect(page.locator('.testimonial-card')).toHaveCount(1);
      const related = section(page, 'Related Services').locator('.service-card a');
      await expect(related).toHaveCount(3);
      for (const [i, href] of expected.related.entries())
        await expect(related.nth(i)).toHaveAttribute('href', href);
      const cta = page.locator('.cta-section a').first();
      await expect(cta).toHaveAttribute('href', '/contact');
      expect(errors).toEqual([]);
    });
  }

  test('when a main service page ends, then its call to action reads Get a Quote and goes to /contact', async ({
    page,
  }) => {
    for (const slug of ['photography', 'video', 'drone', 'matterport']) {
      await page.goto(`/services/${slug}`);
      await expect(page.locator('.cta-section').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });

  test('when the editing process is shown, then each step has the duration of the spec', async ({ page }) => {
    await page.goto('/services/editing');
    const steps = page.locator('.process-step');
    await expect(steps.locator('.process-title')).toHaveText([
      'Step 1: Upload & Review',
      'Step 2: Professional Editing',
      'Step 3: Quality Check',
      'Step 4: Delivery',
    ]);
    await expect(steps.locator('.process-duration')).toHaveText([
      '30 minutes',
      '2-24 hours',
      '1 hour',
      'instant',
    ]);
  });

  test('when the website packages are shown, then they give the prices and timelines of the spec', async ({
    page,
  }) => {
    await page.goto('/services/website');
    const single = page.locator('.package-card').filter({ hasText: 'Single Property Websites' });
    await expect(single).toContainText('$500-1,500');
    await expect(single).toContainText('3-5 business days');
    await expect(page.locator('.package-card').filter({ hasText: 'Mobile Apps' })).toContainText(
      'From $15,000',
    );
  });

  test('when the Matterport page is read, then it links to the floor plan service, which exists', async ({
    page,
  }) => {
    await page.goto('/services/matterport');
    const link = section(page, 'Related Services').getByRole('link', { name: 'Floor Plans' });
    await link.click();
    await expect(page).toHaveURL(/\/services\/floorplans$/);
    await expect(page.locator('h1')).toHaveText('Floor Plans');
  });

  test('when a FAQ question is opened, then only one answer is open at a time and it closes again', async ({
    page,
  }) => {
    await page.goto('/services/drone');
    await page.locator('body.loaded').waitFor();
    const buttons = section(page, 'Frequently Asked Questions').locator('.accordion-button');
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('We fly when winds are under 15 mph')).toBeVisible();
    await buttons.nth(3).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(3).click();
    await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });

  for (const slug of ['automation', 'floorplans']) {
    test(`when /services/${slug} is opened, then it is a full service page`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('.package-card')).toHaveCount(6);
      await expect(page.locator('.featured-work .gallery-card')).toHaveCount(5);
      await expect(page.locator('.process-step')).toHaveCount(5);
      await expect(page.locator('.accordion-item')).toHaveCount(6);
      await expect(page.locator('.cta-section a').first()).toHaveAttribute('href', '/contact');
    });
  }
});

test.describe('service page head and status', () => {
  test('when the server HTML of /services/editing is read, then it has its canonical and Service + BreadcrumbList data', async ({
    request,
  }) => {
    const response = await request.get('/services/editing');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<link data-ph rel="canonical" href="http:\/\/[^"]+\/services\/editing">/);
    expect(html).toContain(
      '<title data-ph>Real Estate Photo &amp; Video Editing | Lumen Realty Media</title>',
    );
    const blocks = [...html.matchAll(/<script data-ph type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const service = blocks.find((b) => b['@type'] === 'Service');
    expect(service?.url).toMatch(/\/services\/editing$/);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Services', 'Editing']);
    expect(html).toMatch(/<link data-ph rel="preload" as="image"[^>]*hero\/editing-1600\.avif/);
    // Every FAQ answer is in the server HTML, so it reads without JavaScript.
    expect(html).toContain(
      'RAW photos (CR2, NEF, ARW, DNG), JPEG and TIFF images, and MP4, MOV and AVI video',
    );
  });

  test('when an unknown service is requested, then the answer is 404 with a way back', async ({ page }) => {
    const response = await page.goto('/services/underwater-photography');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(page.locator('main').getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
