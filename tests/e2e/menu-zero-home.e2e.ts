import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.3 (issue 19): "category id 0 means the home". At Café Lumière, which has a home page
 * (cc_home_page), /menu/0 shows the home; an overlay of the address (the basket) stays open over it.
 */
test('browsing 2.3: /menu/0 shows the home where the establishment has one, its overlay kept @layout', async ({ page }) => {
  await page.goto('cafe-lumiere/menu/0');
  await expect(page).toHaveURL(/\/cafe-lumiere$/);
  await page.getByRole('dialog', { name: 'Bienvenue sur la carte en ligne' }).getByRole('button', { name: 'C’est parti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brunch, déjeuner et goûter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos suggestions' })).toBeVisible();
  await audit(page, 'the home reached from /menu/0');

  await page.goto('cafe-lumiere/menu/0/basket?lang=en');
  await expect(page).toHaveURL(/\/cafe-lumiere\/basket\?lang=en$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
