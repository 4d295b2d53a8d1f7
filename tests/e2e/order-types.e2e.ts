import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { reachValidateStep, submitCurrentStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/** Two burgers with their default options, from the menu to the checkout (browsing 4, then browsing 2.6's Next). */
async function twoBurgersToCheckout(page: Page): Promise<void> {
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Burger du Comptoir' });
  await dialog.getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await basket.getByRole('button', { name: 'Augmenter la quantité de Burger du Comptoir' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await basket.getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
}

/**
 * checkout 3 and 5: a delivery asks for its address and costs 3.90 € below 40.00 € (the free-shipping
 * banner says what is missing); the simulator prices it the same and the tracking shows its total.
 */
test('a delivery order with its address and delivery cost', async ({ page }) => {
  await twoBurgersToCheckout(page);
  await page.getByRole('radio', { name: 'Livraison', exact: true }).check();
  await expect(page.getByText('Livraison offerte à partir de 40,00 € : encore 7,00 €.')).toBeVisible();
  // checkout 5: nothing is sent (nor, on a phone, does the step move on) without the address, each missing part named.
  await submitCurrentStep(page);
  await expect(page.getByLabel('Numéro et rue')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Code postal incorrect.').first()).toBeVisible();
  await audit(page, 'the delivery checkout with its problems');

  await page.getByLabel('Numéro et rue').fill('3 rue du Nil');
  await page.getByLabel('Code postal').fill('75002');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Digicode').fill('A12');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Valider la commande · 36,90 €' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  await expect(page.getByTestId('tracking-total')).toHaveText('36,90 €');
});

/** checkout 3 and 5: on place asks for a table number greater than 0, with the terms pre-checked. */
test('an order on place with its table number', async ({ page }) => {
  await twoBurgersToCheckout(page);
  await page.getByRole('radio', { name: 'Sur place', exact: true }).check();
  await page.getByLabel('Numéro de table').fill('0');
  await submitCurrentStep(page);
  await expect(page.getByText('Numéro de table incorrect.').first()).toBeVisible();
  await page.getByLabel('Numéro de table').fill('12');
  await reachValidateStep(page);
  await expect(page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' })).toBeChecked();
  await page.getByRole('button', { name: 'Valider la commande · 33,00 €' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&type=scan$/);
  await expect(page.getByTestId('tracking-total')).toHaveText('33,00 €');
});

/** checkout 2 "Table-number modal": only a table number, and the table-only order goes at once, paid on the spot. */
test('a table order through the table-number modal', async ({ page }) => {
  await twoBurgersToCheckout(page);
  await page.getByRole('radio', { name: 'Sur place', exact: true }).check();
  await page.getByRole('button', { name: 'Commander avec mon seul numéro de table' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre numéro de table' });
  await modal.getByLabel('Numéro de table').fill('0');
  await modal.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(modal.getByText('Numéro de table incorrect.')).toBeVisible();
  await audit(page, 'the table-number modal');
  await modal.getByLabel('Numéro de table').fill('7');
  await modal.getByRole('button', { name: 'Envoyer la commande' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&type=scan$/);
  await expect(page.getByTestId('tracking-total')).toHaveText('33,00 €');
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
});
