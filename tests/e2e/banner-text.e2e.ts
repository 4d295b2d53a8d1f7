import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 3 (config.display_text_on_banner): Hôtel Mimosa sets it false, so its menu's banner is the
 * picture alone, from the first paint on; its title stays the page's heading for screen readers. Le
 * Comptoir does not set it: its title shows.
 */
test('browsing 3: a banner without its text shows the picture alone; without the setting the title shows', { tag: '@layout' }, async ({ page }) => {
  await page.goto('hotel-mimosa/menu/0');
  const hero = page.locator('section.hero');
  await expect(hero.locator('.hero__image')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
  await expect(hero.locator('.hero__title')).toHaveCount(0);
  await expect(hero.locator('.hero__subtitle')).toHaveCount(0);
  await audit(page, 'a banner without its text');

  await page.goto('le-comptoir/menu/0');
  await expect(page.locator('#hero-title')).toHaveClass('hero__title');
  await expect(page.locator('#hero-title')).toBeVisible();
});
