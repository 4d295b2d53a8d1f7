import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.7 and 2.8 (issue 19): the out-of-stock and limitation pages keep their entities in the
 * address, so a reload, a restored tab or the address opened again shows the same page instead of Home.
 */

test('browsing 2.8: the out-of-stock page keeps its products across a reload and in its address @layout', async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('button', { name: 'Ajouter Risotto aux cèpes au panier' })).toBeVisible();
  // The entities as the checkout sends them after the platform's stock error.
  await page.evaluate(() => {
    window.history.replaceState({ usr: { entities: { productIds: [1301], quantityIds: [], optionItemIds: [] } }, key: 'stock', idx: 0 }, '', '/le-comptoir/outofstock');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ces produits ne sont plus disponibles' })).toBeVisible();
  await expect(page.getByText('Risotto aux cèpes')).toBeVisible();
  await expect(page).toHaveURL(/\/le-comptoir\/outofstock\?productIds=1301$/);

  // The address alone, without the router's state (another tab, a restored one): the same page.
  const address = page.url();
  const other = await page.context().newPage();
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name: 'Ces produits ne sont plus disponibles' })).toBeVisible();
  await expect(other.getByText('Risotto aux cèpes')).toBeVisible();
  await audit(other, 'the out-of-stock page opened from its address');
  await other.close();
});

test('browsing 2.8: an address naming no product still goes Home', async ({ page }) => {
  await page.goto('le-comptoir/outofstock?productIds=abc,-1');
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/\d+)?$/);
});

test('browsing 2.7: the limitation page opened from its address shows its categories and products @layout', async ({ page }) => {
  await page.goto('le-comptoir/limitation/limitation_products?productIds=1301&categoriesIds=12');
  await expect(page.getByRole('heading', { level: 1, name: 'Ces produits ne sont plus disponibles pour le moment.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Catégories limitées' }).getByText('Plats')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ces produits ont été retirés de votre panier.' }).getByText('Risotto aux cèpes')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Catégories limitées' }).getByText('Plats')).toBeVisible();
  await audit(page, 'the limitation page opened from its address');
});
