import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { backToTheSoupAtCheckout, soupInBasketAtCheckout } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * Issue 20.1, wallet express checkout with the sandbox provider's own wallet (Le Comptoir's merchant
 * enabled it): the button shows only where the device can pay with a wallet, pays the order total in the
 * wallet's sheet, and the outcome is the simulator's, confirmed on the tracking page. A refused or
 * cancelled wallet payment gives the basket back and says so.
 */
const WALLET_BUTTON = 'Payer avec Sandbox Wallet';

function sheet(page: Page) {
  return page.frameLocator('iframe[title="Portefeuille Sandbox Wallet"]');
}

test('@layout issue 20.1: the sandbox wallet pays the order from the top of the payment step, confirmed by the simulator', async ({ page }) => {
  await soupInBasketAtCheckout(page);
  const express = page.getByRole('group', { name: 'Paiement express' });
  await expect(express.getByRole('button', { name: WALLET_BUTTON })).toBeVisible();
  await audit(page, 'checkout with the express wallet button');

  await express.getByRole('button', { name: WALLET_BUTTON }).click();
  // The sheet shows the amount the simulator priced, not one the storefront sent.
  await expect(sheet(page).getByTestId('wallet-amount')).toHaveText(/7,50/);
  await expect(sheet(page).getByText('Payer Le Comptoir des Halles')).toBeVisible();
  await audit(page, 'the wallet sheet over the checkout');
  await sheet(page).getByRole('button', { name: 'Confirmer le paiement' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&provider_id=8&result=SUCCESSED$/);
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine');
  await expect(page.getByTestId('tracking-to-pay')).toHaveText('0,00 €');
  await expect(page.locator('iframe[title="Portefeuille Sandbox Wallet"]')).toHaveCount(0);
});

for (const [choice, what] of [
  ['Simuler un refus de la banque', 'refused'],
  ['Annuler', 'cancelled'],
] as const) {
  test(`@layout issue 20.1: a ${what} wallet payment keeps the basket and says so`, async ({ page }) => {
    await soupInBasketAtCheckout(page);
    await page.getByRole('button', { name: WALLET_BUTTON }).click();
    await sheet(page).getByRole('button', { name: choice }).click();

    await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}&provider_id=8&result=(REFUSED|FAILED)$/);
    await expect(page.getByTestId('confirmation-title')).toHaveText('Commande refusée');
    await expect(page.getByText('Votre paiement n’a pas abouti.')).toBeVisible();
    await expect(page.getByText('Votre panier vous attend : rien de ce que vous aviez choisi n’est perdu.')).toBeVisible();
    await audit(page, `tracking after a ${what} wallet payment`);
    await backToTheSoupAtCheckout(page);
  });
}

test('@layout issue 20.1: a device that cannot pay with a wallet shows no wallet button, the card stays', async ({ page }) => {
  // A browser without the Payment Request API has no wallet to offer.
  await page.addInitScript(() => {
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });
  await soupInBasketAtCheckout(page);
  await expect(page.getByRole('radio', { name: /Carte bancaire en ligne/ })).toBeVisible();
  await expect(page.getByRole('button', { name: WALLET_BUTTON })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Paiement express' })).toHaveCount(0);
});
