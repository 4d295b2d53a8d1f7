import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/** An order of the CLI's example file, placed as a storefront would; returns its number. */
async function placeAnOrder(request: APIRequestContext): Promise<string> {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

test('checkout 2 and 3: the tracking page sends the receipt to the e-mail given, lowercased', async ({ page, request }) => {
  const orderNumber = await placeAnOrder(request);
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}`);
  const form = page.getByRole('region', { name: 'Recevoir le reçu par e-mail' });
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill('alice@');
  await form.getByRole('button', { name: 'Envoyer le reçu' }).click();
  await expect(form.getByText('Le format de l’adresse e-mail est incorrect.')).toBeVisible();
  await audit(page, 'the receipt form with an error');

  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill('Alice.Martin@Example.com');
  await form.getByRole('checkbox', { name: 'Je souhaite recevoir les offres du restaurant par e-mail' }).check();
  await form.getByRole('button', { name: 'Envoyer le reçu' }).click();
  await expect(form.getByText('Le reçu part à alice.martin@example.com.')).toBeVisible();

  const outbox = await request.get(ADMIN_ROUTES.receiptRequests, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(await outbox.json()).toContainEqual(expect.objectContaining({ orderNumber, email: 'alice.martin@example.com', wantPromotion: true }));
});

test('checkout 8: a receipt the platform does not take is a toast, and the form comes back as it was', async ({ page, request, browserProblems }) => {
  browserProblems.expectConsoleErrors(/status of 503/);
  const orderNumber = await placeAnOrder(request);
  await page.route('**/receipt_request', (route) => route.fulfill({ status: 503, json: { error: 'unavailable' } }));
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}`);
  const form = page.getByRole('region', { name: 'Recevoir le reçu par e-mail' });
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill('alice@example.com');
  await form.getByRole('button', { name: 'Envoyer le reçu' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Le reçu n’a pas pu être envoyé. Réessayez dans un instant.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('alice@example.com');
  await expect(form.getByRole('button', { name: 'Envoyer le reçu' })).toBeEnabled();
});
