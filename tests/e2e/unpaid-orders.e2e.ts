import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { SANDBOX_CARDS } from '../../adapters/simulator/sandbox/sandbox-cards';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * Issue 22.1 and 22.2 (checkout 4, payment return and polling; checkout 2, tracking): an order paid online
 * reaches the kitchen only once paid. A refused payment never shows steps and is never moved on; a customer
 * who comes back from the provider's page without paying finds the basket again, and that order ends.
 * Run at 375 px (phone) and 1280 px (desktop) by the config's two projects.
 */

const SOUP = 'Ajouter Velouté de potimarron au panier';
const VALIDATE = 'Valider la commande · 7,50 €';

async function soupAtPaymentStep(page: Page): Promise<void> {
  await page.goto('le-comptoir');
  await page.getByRole('button', { name: SOUP }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
}

/** The order as the simulator recorded it (what `ordering orders export` prints). */
async function recordedStatus(request: APIRequestContext, orderNumber: string, since: string): Promise<string> {
  const response = await request.get(ADMIN_ROUTES.exportOrders('le-comptoir'), { params: { since, limit: 1000 }, headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(response.ok()).toBe(true);
  const orders = (await response.json()) as { order_number: string; status: string }[];
  const order = orders.find((candidate) => candidate.order_number === orderNumber);
  expect(order, `order ${orderNumber} in the export`).toBeDefined();
  return order!.status;
}

/** What `ordering sim advance` does: the restaurant moves the order on. */
async function advanceAnswer(request: APIRequestContext, orderNumber: string): Promise<number> {
  const response = await request.post(ADMIN_ROUTES.advance(orderNumber), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  return response.status();
}

test('issue 22.1: a refused card never reaches the kitchen: no steps, the refusal and the ways back, the basket kept @layout', async ({ page, request }) => {
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  await soupAtPaymentStep(page);
  await page.getByRole('radio', { name: /Carte bancaire en ligne/ }).check();
  const fields = page.frameLocator('iframe[title="Champs de la carte bancaire"]');
  await fields.getByLabel('Numéro de carte').fill(SANDBOX_CARDS.refused);
  await fields.getByLabel('Expiration (MM/AA)').fill('12/39');
  await fields.getByLabel('Cryptogramme').fill('123');
  await expect(page.getByRole('group', { name: 'Informations de la carte' })).toHaveAttribute('data-complete', 'true');
  await page.getByRole('button', { name: VALIDATE }).click();

  await expect(page).toHaveURL(/result=REFUSED/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande refusée');
  await expect(page.getByText('Votre paiement n’a pas abouti.')).toBeVisible();
  await expect(page.getByText('Votre panier vous attend : rien de ce que vous aviez choisi n’est perdu.')).toBeVisible();
  // Only the refusal: no step, no "sent", no time to collect it.
  await expect(page.getByTestId('track-step')).toHaveCount(0);
  await expect(page.getByText('Commande envoyée')).toHaveCount(0);
  await expect(page.getByTestId('tracking-estimate')).toHaveCount(0);
  await audit(page, 'tracking of a refused payment');

  // The restaurant never sees it to prepare: not "sent", and it cannot be moved on.
  await expect.poll(() => recordedStatus(request, orderNumber, startedAt)).toBe('canceled');
  expect(await advanceAnswer(request, orderNumber)).toBe(400);
  await page.reload();
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande refusée');
  await expect(page.getByTestId('track-step')).toHaveCount(0);

  // What to do: back to the basket, or pay again from the checkout (the basket is there).
  const trackingPage = page.url();
  await page.getByRole('link', { name: 'Voir mon panier' }).click();
  // The home goes on to the menu on a phone: the basket opens over either.
  await expect(page).toHaveURL(/\/le-comptoir\/(menu\/0\/)?basket$/);
  await expect(page.getByText('Velouté de potimarron').first()).toBeVisible();
  await page.goto(trackingPage);
  await page.getByRole('link', { name: 'Revenir à la commande' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await expect(page.getByRole('button', { name: VALIDATE })).toBeVisible();
});

test('issue 22.2: back from the Sandbox Pay page without paying, the basket is back (after a reload too) and that order ends @layout', async ({ page, request }) => {
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  await soupAtPaymentStep(page);
  await page.getByRole('radio', { name: /Paiement en ligne sur la page du prestataire/ }).check();
  await page.getByRole('button', { name: VALIDATE }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9A-Z]{12}\?lang=fr$/);
  const orderNumber = /\/sandbox\/pay\/([0-9A-Z]{12})/.exec(page.url())![1]!;
  await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible();

  // The browser's back button, as a customer who changed their mind.
  await page.goBack();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByText('Le paiement n’a pas été fait : votre panier vous attend.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  // The order given up never reaches the kitchen, and its payment page takes no payment any more.
  await expect.poll(() => recordedStatus(request, orderNumber, startedAt)).toBe('canceled');
  expect(await advanceAnswer(request, orderNumber)).toBe(400);
  await page.goForward();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Cette commande est annulée : ce paiement n’est plus possible.');

  // Its tracking page says the payment did not succeed, with no steps and no "keep this page open".
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}`);
  await expect(page.getByTestId('confirmation-title')).toHaveText('Commande refusée');
  await expect(page.getByText('Votre paiement n’a pas abouti.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revenir à la commande' })).toBeVisible();
  await expect(page.getByText('gardez cette page ouverte', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('track-step')).toHaveCount(0);
  await audit(page, 'tracking of an abandoned payment');
  // The basket is still there.
  await page.getByRole('link', { name: 'Voir mon panier' }).click();
  await expect(page.getByText('Velouté de potimarron').first()).toBeVisible();
});
