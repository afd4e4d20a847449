import { expect, test } from './fixtures.ts';
import { createOwner } from './pages/admin-page.ts';
import { AGENT, publishListing } from './pages/listing-api.ts';

/**
 * The agent card of a property page draws the headshot as a 96 px circle and the brokerage logo
 * at most 160 x 64 px. The class lands on the <img> (ResponsiveImage) while the rules styled an
 * <img> inside it: both were drawn at the column's width (388 px square at 1280 px wide).
 */

test.use({ ownData: true });

for (const width of [1280, 390]) {
  test(`when a listing has an agent photo and a brokerage logo, then they are drawn at their size at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await createOwner(`Carla Card ${width}`);
    await publishListing(
      baseURL!,
      owner,
      { agent: { ...AGENT, photo: '/images/projects/1.jpg', brokerageLogo: '/images/projects/2.jpg' } },
      1,
    );
    await page.goto('/listings/88-lakeshore-rd');
    const photo = page.getByRole('img', { name: `${AGENT.name}, listing agent` });
    await photo.scrollIntoViewIfNeeded();
    const box = (await photo.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([96, 96]);
    expect(await photo.evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
    const logo = (await page.getByRole('img', { name: AGENT.brokerage, exact: true }).boundingBox())!;
    expect(logo.width).toBeGreaterThan(0);
    expect(logo.width).toBeLessThanOrEqual(160);
    expect(logo.height).toBeLessThanOrEqual(64);
  });
}
