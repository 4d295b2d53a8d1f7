import { readFileSync } from 'node:fs';
import { audit } from './axe-audit';
import { soupInBasketAtCheckout } from './checkout-navigation';
import { expect, test } from './fixtures';
import { staging } from './staging';

/** checkout 2, the order confirmation page and the confirmation variants: the bank return, the on-site waiting page, the payment error page. */

test('checkout 2: the bank return waits 2 seconds, then thanks the customer with the pickup hour and address', async ({ page }) => {
  await page.goto('le-comptoir/bankReturn?full_name=Alice%20Martin&order_type=1&collect_hour=12h30&restaurant_address=4%20rue%20Montorgueil%2C%20Paris');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation de votre commande…' })).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci Alice Martin !' })).toBeVisible();
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_000);
  await expect(page.getByText('12:30')).toBeVisible();
  await expect(page.getByText('4 rue Montorgueil, Paris')).toBeVisible();
  await audit(page, 'the bank-return confirmation');
  await page.getByRole('link', { name: 'Retour à la page principale' }).click();
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?$/);
});

test('checkout 2 and 4: a payment error says why and returns to the checkout, basket kept', async ({ page }) => {
  await page.goto('le-comptoir/menu/20');
  await page.getByRole('link', { name: 'Limonade artisanale' }).click();
  await page.getByRole('dialog', { name: 'Limonade artisanale' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await page.goto('le-comptoir/paymentError?type=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti.' })).toBeVisible();
  await expect(page.getByText('Le paiement a été refusé. Aucun montant n’a été débité.')).toBeVisible();
  await audit(page, 'the payment error page');
  await page.getByRole('link', { name: 'Retour à la commande' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  // The checkout stays (an empty basket would send the customer to the menu), and the basket is as it was.
  await expect(page.getByRole('textbox', { name: 'Nom et prénom' })).toBeVisible();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.goto('le-comptoir/menu/20');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

test('checkout 2: the on-site waiting page follows the order and hands over to tracking once it is ready', async ({ page, request }) => {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  const { data } = (await placed.json()) as { data: { order_number: string } };

  await page.goto(`le-comptoir/waitingOrder?orderId=${data.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande' })).toBeVisible();
  await expect(page.getByText('Ne quittez pas cette page : elle vous dira quand votre commande sera prête.')).toBeVisible();
  await audit(page, 'the on-site waiting page');

  const restaurant = staging(request);
  await restaurant.advance(data.order_number);
  await expect(page).toHaveURL(/waitingOrder/);
  await restaurant.advance(data.order_number);
  await expect(page).toHaveURL(new RegExp(`/le-comptoir/trackOrder\\?orderId=${data.order_number}$`));
});

test('checkout 2 @layout: paid on the provider\'s page, the order confirmation page thanks the customer with the collect hour and the address, then leads to tracking', async ({ page }) => {
  await soupInBasketAtCheckout(page);
  await page.getByRole('radio', { name: /Paiement en ligne sur la page du prestataire/ }).check();
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9A-Z]{12}\?lang=fr$/);
  await page.getByRole('button', { name: 'Payer' }).click();

  // checkout 2: the provider sends the customer back with provider_id, result and orderId.
  await expect(page).toHaveURL(/\/le-comptoir\/confirmation\?orderId=[0-9A-Z]{12}&provider_id=9&result=SUCCESSED$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci Camille Durand !' })).toBeVisible();
  // checkout 4, confirmation titles: the platform's word, never the query's.
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine');
  await expect(page.getByTestId('confirmation-order-number')).toHaveText(/^CH-\d+$/);
  // The collect hour in Paris time (the test clock is a Wednesday lunch in Paris), and the restaurant's address.
  await expect(page.getByTestId('confirmation-hour')).toHaveText(/^1[2-3]:\d{2}$/);
  await expect(page.getByTestId('confirmation-address')).toHaveText('12 rue Montorgueil, 75001 Paris');
  await expect(page.getByRole('list', { name: 'Votre commande' }).getByText('1 × Velouté de potimarron')).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText(/7,50\s€/);
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await audit(page, 'the order confirmation page');

  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(page).toHaveURL(new RegExp(`/le-comptoir/trackOrder\\?orderId=${orderNumber}$`));
});

test('checkout 2 @layout: the order confirmation page without an order stored says order not found', async ({ page }) => {
  await page.goto('le-comptoir/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible();
  await audit(page, 'the order confirmation page without an order');
  await page.getByRole('link', { name: 'Retour à la page principale' }).click();
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?$/);
});
