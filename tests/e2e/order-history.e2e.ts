import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { aNewEmail, registerACustomer } from './customer-account';
import { expect, test } from './fixtures';

// accounts 2, 4, 7, 8 and 9: the order history, its PDF receipt and order again, at a phone's width (the
// desktop project runs them too, on the same simulator: each test registers a customer of its own).
const staging = { [STAGING_HEADER.name]: STAGING_HEADER.value };


/** A take-away burger paid at the counter (the defaults); answers its order number. */
async function orderABurger(page: Page): Promise<string> {
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await expect(page.getByRole('radio', { name: 'À emporter' })).toBeChecked();
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** The restaurant takes the order to its last step (staging): it is validated, its receipt may be made. */
async function finish(request: APIRequestContext, orderNumber: string): Promise<void> {
  for (let step = 0; step < 6; step += 1) {
    const response = await request.post(ADMIN_ROUTES.advance(orderNumber), { headers: staging });
    if (response.status() === 400) return;
    expect(response.status()).toBe(200);
  }
}

const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('accounts 2, 4 and 7: a new customer finds their order, downloads its PDF receipt, and orders it again', async ({ page, request }, testInfo) => {
  await registerACustomer(page, aNewEmail('history', testInfo.project.name));
  // accounts 2: the empty state, on the dashboard's card and on the history.
  await expect(page.getByRole('region', { name: 'Mes commandes' }).getByText('Vous n’avez pas encore de commande.')).toBeVisible();
  const orderNumber = await orderABurger(page);

  await page.goto('le-comptoir/dashboard');
  const card = page.getByRole('region', { name: 'Mes commandes' });
  await expect(card.getByText('En cours')).toBeVisible();
  await card.getByRole('link', { name: 'Voir tout l’historique' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard\/order-history$/);
  const order = page.getByRole('article');
  await expect(order).toHaveCount(1);
  // accounts 4: in progress (warning), no receipt yet; one order: no pagination.
  await expect(order.getByText('En cours')).toBeVisible();
  await expect(order.getByRole('button', { name: /Télécharger le reçu/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pages de l’historique' })).toHaveCount(0);

  await finish(request, orderNumber);
  await page.reload();
  await expect(order.getByText('Validée')).toBeVisible();
  const heading = await order.getByRole('heading', { level: 2 }).innerText();
  const displayNumber = heading.replace('Commande ', '').trim();
  expect(displayNumber).toMatch(/^CH-\d{3}$/);
  await expect(order.getByText('1 × Burger du Comptoir')).toBeVisible();
  await expect(order.getByText(/Cuisson/)).toBeVisible();
  await audit(page, 'order history');

  // accounts 7: the receipt is made in the browser (jspdf, loaded on this click) and downloaded.
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: `Télécharger le reçu de la commande ${displayNumber}` }).click();
  const pdf = readFileSync((await (await download).path()) ?? '', 'latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf).toContain(displayNumber);
  expect(pdf).toContain('16,50');
  expect(pdf).toContain('SIRET');

  // Order again: the lines go back in the basket, which opens.
  await order.getByRole('button', { name: `Commander à nouveau la commande ${displayNumber}` }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/(menu\/\d+\/)?basket$/);
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket.getByText('Burger du Comptoir')).toBeVisible();
  await expect(page.getByRole('link', { name: /Panier, 1 article/ })).toBeVisible();
});

test('accounts 2 and 9: the demo customer’s history shows 10 a page, paginates, and sorts by total on the server', async ({ page }) => {
  await page.goto('le-comptoir/v/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('claire.martin@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Comptoir2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await page.goto('le-comptoir/dashboard/order-history');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(10);
  // accounts 4: the status colours of the three kinds.
  await expect(orders.first().getByText('En cours')).toBeVisible();
  await expect(orders.getByText('Annulée')).toHaveCount(1);
  await expect(orders.getByText('Validée').first()).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages de l’historique' });
  await expect(pages).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(orders.first()).toBeVisible();
  expect(await orders.count()).toBeLessThan(10);
  await audit(page, 'order history, page 2');

  // A sort change goes back to the first page, sorted by the server.
  await page.getByLabel('Trier par').selectOption({ label: 'Montant, le plus élevé d’abord' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(orders).toHaveCount(10);
  const totals = (await page.locator('.history-order__total strong').allInnerTexts()).map(amount);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  // Formulas show with their dishes, options with their items.
  await expect(page.getByText(/× Formule du midi/).first()).toBeVisible();
});
