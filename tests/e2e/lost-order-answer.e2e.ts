import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { reachValidateStep } from './checkout-navigation';
import { test } from './fixtures';

/**
 * Issue 15, defect 5 (checkout 4, 8 and 9): the answer to an order is lost after the platform took it.
 * The page must not say "not sent" (it does not know), and an edit of the form before validating again
 * (which makes a new attempt, with a new key) must not order twice: the pending attempt is looked up
 * first, and the order it took is shown.
 */

/** A name of this run only, so that the orders of this test are told apart on the shared simulator. */
function aCustomerOfThisRun(project: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `Lou ${project === 'phone' ? 'Mobile' : 'Bureau'} ${letters}`;
}

async function ordersOf(request: APIRequestContext, name: string): Promise<{ order_number: string; payload: { comment: string } }[]> {
  const response = await request.get(ADMIN_ROUTES.exportOrders('le-comptoir'), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value }, params: { limit: '1000' } });
  expect(response.ok()).toBe(true);
  const orders = (await response.json()) as { order_number: string; payload: { name: string; comment: string } }[];
  return orders.filter((order) => order.payload.name === name);
}

/** The next POST of an order reaches the platform (which takes it), then its answer is lost: the connection is reset. */
async function loseTheNextOrderAnswer(page: Page): Promise<void> {
  let losing = true;
  await page.route('**/le-comptoir/order/', async (route) => {
    if (route.request().method() !== 'POST' || !losing) return route.continue();
    losing = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('issue 15.5: the answer is lost, the page says it does not know; a comment added and validate again: one order, shown', async ({ page, request, browserProblems }) => {
  browserProblems.expectConsoleErrors(/net::ERR_CONNECTION_RESET/);
  const name = aCustomerOfThisRun(test.info().project.name);
  await page.goto('le-comptoir/menu/20');
  await page.getByRole('link', { name: 'Limonade artisanale' }).click();
  await page.getByRole('dialog', { name: 'Limonade artisanale' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill(name);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();

  await loseTheNextOrderAnswer(page);
  await page.getByRole('button', { name: /^Valider la commande/ }).click();

  // checkout 8 and 9: the order may well have been taken: the page says it does not know, not "not sent".
  const notice = page.getByRole('alert').filter({ hasText: 'Nous ne savons pas si votre commande a bien été reçue' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Votre commande n’a pas pu être envoyée')).toHaveCount(0);
  expect(await ordersOf(request, name)).toHaveLength(1);
  // The basket is kept meanwhile.
  await expect(page.getByRole('button', { name: /^Valider la commande · 4,50 €/ })).toBeVisible();

  // The customer adds a comment (a new attempt, with a new key) and validates again. On a phone the
  // comment is a step back.
  const comment = page.getByLabel('Une précision pour la cuisine ?');
  for (let back = 0; back < 3 && !(await comment.isVisible()); back += 1) await page.getByRole('button', { name: 'Précédent' }).click();
  await comment.fill('Sans glaçons, merci');
  await reachValidateStep(page);
  await page.getByRole('button', { name: /^Valider la commande/ }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  const shown = new URL(page.url()).searchParams.get('orderId');
  const orders = await ordersOf(request, name);
  expect(orders.map((order) => order.order_number)).toEqual([shown]);
  // The order taken is the first attempt's: the comment added afterwards was not sent, and the page says so.
  expect(orders[0]?.payload.comment).toBe('');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Votre commande avait bien été reçue')).toBeVisible();
  await expect(page.getByTestId('track-step').nth(0)).toHaveAttribute('data-state', 'current');
  // As after any order taken, the basket is empty.
  await page.goto('le-comptoir/menu/20');
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});
