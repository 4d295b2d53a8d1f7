import type { Page } from '@playwright/test';
import { SANDBOX_CARDS } from '../../adapters/simulator/sandbox/sandbox-cards';
import { audit } from './axe-audit';
import { backToTheSoupAtCheckout, reachValidateStep, soupInBasketAtCheckout } from './checkout-navigation';
import { expect, test } from './fixtures';
import { staging } from './staging';

/**
 * Issue 7, online payment through the simulator's sandbox provider (checkout 4): card fields drawn by
 * the provider in its own frame, a refused card that gives the basket back, a redirect that returns.
 * The outcome shown is the simulator's, asked on return, never the query string's.
 */
test.use({ viewport: { width: 375, height: 812 } });

async function typeCard(page: Page, number: string): Promise<void> {
  const fields = page.frameLocator('iframe[title="Champs de la carte bancaire"]');
  await fields.getByLabel('Numéro de carte').fill(number);
  await fields.getByLabel('Expiration (MM/AA)').fill('12/39');
  await fields.getByLabel('Cryptogramme').fill('123');
  // The fields tell the checkout "complete" by a message across frames: validate once it has arrived.
  await expect(page.getByRole('group', { name: 'Informations de la carte' })).toHaveAttribute('data-complete', 'true');
}

test('checkout 4: paid with the sandbox hosted fields, then tracked step by step', async ({ page, request }) => {
  await soupInBasketAtCheckout(page);
  await page.getByRole('radio', { name: /Carte bancaire en ligne/ }).check();
  await expect(page.frameLocator('iframe[title="Champs de la carte bancaire"]').getByLabel('Numéro de carte')).toBeVisible();
  await audit(page, 'checkout with card fields');

  // checkout 5: the card form must be complete.
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();
  await expect(page.getByText('Complétez les informations de votre carte.').first()).toBeVisible();

  await typeCard(page, SANDBOX_CARDS.paid);
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&provider_id=8&result=SUCCESSED$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine');
  await expect(page.getByTestId('tracking-lines')).toContainText('1 × Velouté de potimarron');
  await expect(page.getByTestId('tracking-total')).toHaveText('7,50 €');
  await expect(page.getByTestId('tracking-to-pay')).toHaveText('0,00 €');
  await expect(page.getByTestId('tracking-address')).toContainText('12 rue Montorgueil');
  await expect(page.getByTestId('tracking-estimate')).toContainText('À retirer vers');
  // The current step is marked apart from the done ones.
  const steps = page.getByTestId('track-step');
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText('En ce moment');
  await expect(page.getByText('Merci de ne pas fermer cette page pendant le suivi de votre commande.')).toHaveCount(0);
  await audit(page, 'tracking of a paid order');

  await staging(request).advance(orderNumber);
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(0)).not.toContainText('En ce moment');
});

test('checkout 4: a refused card restores the basket, and the customer goes back to the checkout', async ({ page }) => {
  await soupInBasketAtCheckout(page);
  await page.getByRole('radio', { name: /Carte bancaire en ligne/ }).check();
  await typeCard(page, SANDBOX_CARDS.refused);
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();

  await expect(page).toHaveURL(/result=REFUSED/);
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande refusée');
  await expect(page.getByText('Votre paiement n’a pas abouti.')).toBeVisible();
  await expect(page.getByText('Votre panier vous attend : rien de ce que vous aviez choisi n’est perdu.')).toBeVisible();
  await backToTheSoupAtCheckout(page);
});

test('checkout 4: a redirect payment on the sandbox page returns, confirmed by the simulator', async ({ page }) => {
  await soupInBasketAtCheckout(page);
  await page.getByRole('radio', { name: /Paiement en ligne sur la page du prestataire/ }).check();
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9A-Z]{12}\?lang=fr$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(/7,50/);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/confirmation\?orderId=[0-9A-Z]{12}&provider_id=9&result=SUCCESSED$/);
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine');
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
});

test('checkout 4 and 9: a pending card payment is polled, the page asks to stay, and it turns paid', async ({ page }) => {
  await soupInBasketAtCheckout(page);
  await page.getByRole('radio', { name: /Carte bancaire en ligne/ }).check();
  await typeCard(page, SANDBOX_CARDS.pending);
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();

  await expect(page.getByTestId('confirmation-title')).toHaveText('En attente du paiement');
  await expect(page.getByText('Nous attendons la confirmation de votre banque')).toBeVisible();
  await expect(page.getByTestId('tracking-to-pay')).toHaveText('7,50 €');
  // The sandbox settles it 10 s later; the next poll (every 5 s) sees it.
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine', { timeout: 20_000 });
  await expect(page.getByText('Nous attendons la confirmation de votre banque')).toHaveCount(0);
  await expect(page.getByTestId('tracking-to-pay')).toHaveText('0,00 €');
});

test('checkout 2 and 4: a delivery paid online with the sandbox hosted fields, tracked to delivered with the courier\'s frame', async ({ page, request }) => {
  await page.goto('le-comptoir');
  const addSoup = page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first();
  await addSoup.click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await addSoup.click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await page.goto('le-comptoir/validation');
  await page.getByRole('radio', { name: 'Livraison', exact: true }).check();
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Numéro et rue').fill('3 rue du Nil');
  await page.getByLabel('Code postal').fill('75002');
  await page.getByLabel('Ville').fill('Paris');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('radio', { name: /Carte bancaire en ligne/ }).check();
  await typeCard(page, SANDBOX_CARDS.paid);
  // 2 × 7,50 € and 3,90 € of delivery.
  await page.getByRole('button', { name: 'Valider la commande · 18,90 €' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&provider_id=8&result=SUCCESSED$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('tracking-to-pay')).toHaveText('0,00 €');
  const steps = page.getByTestId('track-step');
  await expect(steps).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Suivi du coursier' })).toHaveCount(0);

  // sent → validated → ready → picked up: the courier's tracking page shows, framed.
  for (const step of [1, 2, 3]) {
    await staging(request).advance(orderNumber);
    await expect(steps.nth(step)).toHaveAttribute('aria-current', 'step');
  }
  const courier = page.getByRole('region', { name: 'Suivi du coursier' });
  await expect(courier).toBeVisible();
  await expect(page.frameLocator('iframe[title="Suivi du coursier"]').getByText('Votre coursier est en route.')).toBeVisible();
  await audit(page, 'tracking with the courier frame');

  await staging(request).advance(orderNumber);
  await expect(steps.nth(4)).toHaveAttribute('data-state', 'done');
  await expect(page.frameLocator('iframe[title="Suivi du coursier"]').getByText('Commande livrée.')).toBeVisible();
});
