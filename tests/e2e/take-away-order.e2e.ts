import { expect, test } from './fixtures';
import { staging } from './staging';
import { reachValidateStep } from './checkout-navigation';

/**
 * Issue 2's walking skeleton, as a customer does it: browse the demo restaurant's menu, compose a burger
 * with options (browsing 4-5), fill the basket (it survives a reload, browsing 4), check out as take away
 * paid on the spot (checkout 5), and watch the status change live on the tracking page (checkout 4 and 7)
 * when the restaurant moves the order on — pushed over socket.io, without a reload.
 */
test('order take away, pay on the spot, and follow the status live', async ({ page, request }) => {
  await page.goto('le-comptoir');
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuisine de bistrot, faite maison' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();

  // browsing 3: prices in the restaurant's currency; browsing 8: a sold-out dish says so.
  const soldOut = page.getByRole('article', { name: 'Œuf parfait aux girolles' });
  await expect(soldOut.getByText('Épuisé')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Burger du Comptoir' }).getByText('16,50 €')).toBeVisible();

  // browsing 4: the compose dialog opens with the defaults pre-selected.
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Burger du Comptoir' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'À point' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Frites maison' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Mayonnaise maison' })).toBeChecked();

  // browsing 4: two sauces included, the third costs 0.50 €.
  await dialog.getByRole('checkbox', { name: 'Ketchup' }).check();
  await expect(dialog.getByRole('button', { name: 'Ajouter au panier · 16,50 €' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Sauce poivre' }).check();
  await expect(dialog.getByRole('button', { name: 'Ajouter au panier · 17,00 €' })).toBeVisible();

  // browsing 5: at most three extras without extra price; the others are disabled at three.
  for (const extra of ['Bacon fumé', 'Cheddar affiné', 'Oignons confits']) await dialog.getByRole('checkbox', { name: extra }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Avocat' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Oignons confits' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Cheddar affiné' }).uncheck();
  await dialog.getByRole('button', { name: 'Ajouter au panier · 19,00 €' }).click();

  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Produit ajouté au panier')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // browsing 4: the basket is saved after every change and survives a reload.
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket.getByText('Burger du Comptoir')).toBeVisible();
  await basket.getByRole('button', { name: 'Augmenter la quantité de Burger du Comptoir' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await basket.getByRole('button', { name: 'Commander' }).click();

  // browsing 2.6: what goes with a burger is proposed on the way; Next goes on to validation.
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de votre sélection, nous vous proposons' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // checkout 5: nothing is sent until the form is right.
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await expect(page.getByRole('radio', { name: 'À emporter' })).toBeChecked();
  await reachValidateStep(page);
  await page.getByRole('button', { name: 'Valider la commande · 38,00 €' }).click();
  await expect(page.getByText('Vous devez accepter les conditions générales de vente.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Valider la commande · 38,00 €' }).click();

  // checkout 4: tracking page with the order number and the take-away steps.
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: /^Commande n° CH-\d{3}$/ })).toBeVisible();
  const steps = page.getByTestId('track-step');
  await expect(steps).toHaveText(['Commande envoyée', 'Commande validée', 'Prête, à retirer au restaurant'].map((label) => new RegExp(label)));
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'current');
  // Issue 5 point 5: the total the simulator priced from its own menu.
  await expect(page.getByTestId('tracking-total')).toHaveText('38,00 €');
  await expect(page.getByText('Suivi en direct', { exact: true })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);

  // checkout 7: the restaurant moves the order on; the page changes without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await staging(request).advance(orderNumber);
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'current');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await staging(request).advance(orderNumber);
  // checkout 4: ready to pick up is the last step: the order is completed, every step done.
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[aria-live="polite"]').getByText('Prête, à retirer au restaurant')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The basket was emptied by the order (checkout 4).
  await page.getByRole('button', { name: 'Retour à la page principale' }).click();
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?$/);
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});
