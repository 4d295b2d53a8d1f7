import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/** checkout 2, 4 and 8: what the tracking address carries besides the order (issue 19). */

async function placeTakeAway(request: APIRequestContext): Promise<string> {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

test('checkout 2: a tracking address without orderId goes home @layout', async ({ page }) => {
  await page.goto('le-comptoir/trackOrder?type=scan');
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/\d+)?$/);
});

test('checkout 8: a black-list refusal shows its message and the phone it names (data) @layout', async ({ page }) => {
  await page.goto('le-comptoir/trackOrder?type=blacklist_phone&data=%2B33612345678');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Cette commande ne peut pas être acceptée.')).toBeVisible();
  await expect(alert.getByText('+33612345678')).toBeVisible();
  await audit(page, 'the tracking page of a black-listed phone');
});

test('checkout 4 and 8: action refused shows the error display with the provider’s error_msg @layout', async ({ page, request }) => {
  const orderNumber = await placeTakeAway(request);
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}&action=refused&error_msg=Carte%20expir%C3%A9e%20%3Cb%3E`);
  const alert = page.getByRole('alert').filter({ hasText: 'Carte expirée' });
  await expect(alert.getByText('Votre paiement n’a pas abouti.')).toBeVisible();
  // The provider's words are text, never markup.
  await expect(alert.getByText('Carte expirée <b>')).toBeVisible();
  await audit(page, 'the tracking page of a refused payment');
});

test('checkout 2: action returnToShop goes back to the checkout', async ({ page, request }) => {
  const orderNumber = await placeTakeAway(request);
  await page.goto('le-comptoir/menu/20');
  await page.getByRole('link', { name: 'Limonade artisanale' }).click();
  await page.getByRole('dialog', { name: 'Limonade artisanale' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}&action=returnToShop`);
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await expect(page.getByRole('textbox', { name: 'Nom et prénom' })).toBeVisible();
});
