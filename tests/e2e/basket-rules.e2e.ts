import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 5 and 2.7: Le Comptoir sells its risotto 2 per order. A third add is refused with the rule's
 * words and the basket keeps its two. The limitation page (reached when the platform refuses an order
 * for a limit) titles the limitation by its type, lists the products and takes them out of the basket;
 * 'back_to_main_page' goes Home with the data reloaded.
 */
test('browsing 5 and 2.7: a limit blocks an add with a message; the limitation page', async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  const quickAdd = page.getByRole('button', { name: 'Ajouter Risotto aux cèpes au panier' });
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await quickAdd.click();
  await expect(toasts.getByText('Produit ajouté au panier')).toBeVisible();
  await quickAdd.click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await quickAdd.click();
  await expect(toasts.getByText('Vous avez atteint la quantité maximum de ce produit pour une commande.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('2');

  // The page's entities come in the router's state, as the checkout sends them after a refusal.
  await page.evaluate(() => {
    window.history.replaceState({ usr: { entities: { productIds: [1301], categoriesIds: [12] } }, key: 'limit', idx: 0 }, '', '/le-comptoir/limitation/limitation_products');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ces produits ne sont plus disponibles pour le moment.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Catégories limitées' }).getByText('Plats')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ces produits ont été retirés de votre panier.' }).getByText('Risotto aux cèpes')).toBeVisible();
  await audit(page, 'the limitation page');

  await page.getByRole('button', { name: 'Retour à la page principale' }).click();
  // Home: the menu's first category at Le Comptoir, which has no home page (browsing 2.3).
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/\d+)?$/);
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});

test('browsing 2.7: the limitation page without entities goes Home', async ({ page }) => {
  await page.goto('le-comptoir/limitation/limitation_products');
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/\d+)?$/);
});

test('browsing 2.7: a full time slot (limitation_order) shows the slot’s start and end', async ({ page }) => {
  await page.goto('la-buvette');
  // The home sends on to the menu: the address is set once the menu shows, so that redirect cannot replace it.
  await expect(page.getByRole('heading', { level: 2, name: 'À grignoter' })).toBeVisible();
  // The entities as the checkout sends them after the platform's limitation_order (La Buvette's slot 4 is 19:00 to 19:30).
  await page.evaluate(() => {
    window.history.replaceState({ usr: { entities: { productIds: [], categoriesIds: [], timeSlotId: 4 } }, key: 'slot', idx: 0 }, '', '/la-buvette/limitation/limitation_order');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ce créneau est complet.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Créneau' }).getByText('19:00 – 19:30')).toBeVisible();
  await audit(page, 'the limitation page of a full slot');

  // The customer's own chosen slot gives its day; being full, it is then forgotten (another is asked next).
  await page.evaluate(() => {
    localStorage.setItem('ordering:timeslot:la-buvette', JSON.stringify({ id: 4, start_time: '2026-11-28T19:00:00+01:00', end_time: '2026-11-28T19:30:00+01:00' }));
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Créneau' }).getByText('samedi 28 novembre, 19:00 – 19:30')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ordering:timeslot:la-buvette'))).toBeNull();
});
