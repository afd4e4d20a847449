import { expect, type Page } from '@playwright/test';

/**
 * A page's video tour before and after its play button: the cover and the button alone, no
 * player, until the click; the click loads the player at `src` (its start included).
 */
export async function expectTourLoadsOnClick(page: Page, tourName: string, src: string): Promise<void> {
  const play = page.getByRole('button', { name: `Play video: ${tourName} video tour` });
  const player = page.locator('.youtube-facade iframe');
  await expect(play).toBeVisible();
  await expect(player).toHaveCount(0);
  await play.click();
  await expect(player).toHaveAttribute('src', src);
}
