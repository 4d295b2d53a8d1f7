import type { APIRequestContext, Page } from '@playwright/test';
import { STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { SANDBOX_CARDS } from '../../adapters/simulator/sandbox/sandbox-cards';
import { aTakeAwayPayload } from '../unit/adapters/fixtures/order-payloads';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * checkout 2, the in-app payment page: an app placed an order paid online by card fields (provider 8)
 * and opens /{restaurantId}/payment-in-app with the order number, the token the platform made for it
 * and the restaurant's public key. The page pays it in the sandbox's hosted fields, then tracks it.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Two soups to take away at Le Comptoir (15,00 €), to pay online; returns the platform's in-app payment link. */
async function anOrderToPayInApp(request: APIRequestContext, tag: string): Promise<{ orderNumber: string; link: URL }> {
  const payload = aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: 8, payment_type_id: 1, success_url: '', cancel_url: '' }, metrics_uuid: `e2e-in-app-${tag}` });
  const placed = await request.post('le-comptoir/order/', { data: payload });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  const answer = await request.get(`_simulator/orders/${orderNumber}/in-app-payment-link`, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { orderNumber, link: new URL(((await answer.json()) as { url: string }).url, 'http://in-app.invalid') };
}

const relative = (link: URL) => `${link.pathname.slice(1)}${link.search}`;

async function typeCard(page: Page, number: string): Promise<void> {
  const fields = page.frameLocator('iframe[title="Champs de la carte bancaire"]');
  await fields.getByLabel('Numéro de carte').fill(number);
  await fields.getByLabel('Expiration (MM/AA)').fill('12/39');
  await fields.getByLabel('Cryptogramme').fill('123');
}

test('checkout 2: an order placed by an app is paid on the in-app page, then tracked', async ({ page, request }, testInfo) => {
  const { orderNumber, link } = await anOrderToPayInApp(request, `${testInfo.project.name}-${testInfo.retry}`);
  await page.goto(relative(link));
  await expect(page.getByRole('heading', { name: 'Paiement de votre commande', level: 1 })).toBeVisible();
  // The amount is the platform's, from the order it priced: the link carries none.
  await expect(page.getByText(/Montant à payer : 15,00\s€/)).toBeVisible();
  // Issue 22.14: the number Le Comptoir calls out, its prefix before the day's display number.
  await expect(page.getByText(/^Commande CH-\d{3}$/)).toBeVisible();
  // browsing 2.1: no basket, no footer on this page.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /panier/i })).toHaveCount(0);
  const pay = page.getByRole('button', { name: /Payer 15,00\s€/ });
  await expect(pay).toBeDisabled();

  await typeCard(page, SANDBOX_CARDS.refused);
  await expect(pay).toBeEnabled();
  await audit(page, 'in-app payment page');
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Le paiement a été refusé. Vérifiez votre carte ou essayez-en une autre.');

  await typeCard(page, SANDBOX_CARDS.paid);
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/le-comptoir/trackOrder\\?orderId=${orderNumber}$`));
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande payée et envoyée en cuisine');

  // The link of a paid order pays nothing twice.
  await page.goto(relative(link));
  await expect(page.getByText('Cette commande est déjà payée.')).toBeVisible();
});

test('checkout 2: a link whose token, key or query is not the order’s says so and draws no card fields', async ({ page, request, browserProblems }, testInfo) => {
  // The platform answers a forged token with 404, which the browser logs.
  browserProblems.expectConsoleErrors(/status of 404 .*\/in_app_payment\//);
  const { link } = await anOrderToPayInApp(request, `bad-${testInfo.project.name}-${testInfo.retry}`);
  const forged = new URL(link);
  forged.searchParams.set('token', 'A'.repeat(32));
  const otherKey = new URL(link);
  otherKey.searchParams.set('publicKey', 'sandbox_pk_other');
  const noToken = new URL(link);
  noToken.searchParams.delete('token');
  for (const wrong of [forged, otherKey, noToken]) {
    await page.goto(relative(wrong));
    await expect(page.getByText('Ce lien de paiement n’est pas valide. Revenez à l’application pour payer votre commande.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  }
  await audit(page, 'in-app payment page, invalid link');
});
