import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';

const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
/**
 * A drink of Le Comptoir (category 20) that no other browser test orders, one per project: both projects run at
 * once against one simulator, and the other tests' lemonade must stay on sale (CI once saw an order of it fail
 * while this test had it sold out). Its stock is tracked for the test.
 */
const drink = () => (test.info().project.name === 'phone' ? { id: 2102, name: 'Jus de pomme bio' } : { id: 2302, name: 'Sancerre, Domaine Vacheron' });

const setStock = (request: APIRequestContext, units: number) => request.post(ADMIN_ROUTES.stock('le-comptoir', drink().id), { headers, data: { number_available: units } });

/** The drinks of Le Comptoir, once the page follows the menu live (its socket opens after the menu is drawn). */
async function openDrinks(page: Page): Promise<void> {
  const live = page.waitForEvent('websocket');
  await page.goto('le-comptoir/menu/20');
  await expect(page.getByRole('heading', { name: drink().name })).toBeVisible();
  await live;
}

const drinkCard = (page: Page) => page.getByRole('article', { name: drink().name });

/**
 * Issue 20.3: the platform sells out a product while two customers have the menu open: within a second both
 * show it sold out, the basket holding it flags its line and offers to remove it, and the order waits until then.
 */
test('issue 20.3: a product sold out at the platform shows sold out on every open menu within a second; its basket line is flagged', { tag: '@layout' }, async ({ page, request }) => {
  expect((await setStock(request, 50)).ok()).toBe(true);
  try {
    const other = await page.context().newPage();
    await openDrinks(page);
    await openDrinks(other);
    await page.getByRole('button', { name: `Ajouter ${drink().name} au panier` }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expect(drinkCard(page).getByText('Épuisé')).toHaveCount(0);

    const soldAt = Date.now();
    expect((await setStock(request, 0)).ok()).toBe(true);
    await expect(drinkCard(page).getByText('Épuisé')).toBeVisible({ timeout: 1_000 });
    await expect(drinkCard(other).getByText('Épuisé')).toBeVisible({ timeout: 1_000 });
    console.log(`[${test.info().project.name}] sold out shown on both pages ${Date.now() - soldAt} ms after the change`);
    await other.close();

    // Not a reload: a basket restored from a menu loaded now would drop the line (browsing 4), not flag it.
    await page.getByTestId('basket-count').click();
    const basket = page.getByRole('dialog');
    await expect(basket.getByText('Épuisé depuis son ajout : il ne peut plus être commandé.')).toBeVisible();
    await expect(basket.getByText('Un produit de votre panier est épuisé : retirez-le pour commander.')).toBeVisible();
    await expect(basket.getByRole('button', { name: 'Commander' })).toHaveCount(0);
    await audit(page, 'the basket with a line sold out');
    await basket.getByRole('button', { name: `Retirer ${drink().name}`, exact: true }).click();
    await expect(basket.getByText(/Votre panier est vide/)).toBeVisible();
  } finally {
    await setStock(request, 50);
  }
});

/**
 * Issue 20.3 on the checkout page (/{id}/validation), which follows the live channel too: the summary flags a
 * line sold out while the form is filled and un-flags it when the product is back; a submit with the line
 * flagged sends nothing, and the products-no-longer-available popup (checkout 2) takes the line out.
 */
test('issue 20.3: on the checkout page a product sold out meanwhile is flagged live, back in stock un-flagged, and a submit holding it sends nothing', { tag: '@layout' }, async ({ page, request }) => {
  expect((await setStock(request, 50)).ok()).toBe(true);
  try {
    await openDrinks(page);
    await page.getByRole('button', { name: `Ajouter ${drink().name} au panier` }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    const live = page.waitForEvent('websocket');
    await page.goto('le-comptoir/validation');
    await page.getByLabel('Nom et prénom').fill('Camille Durand');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await reachValidateStep(page);
    await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
    await live;
    const flag = page.getByText('Épuisé depuis son ajout : il ne peut plus être commandé.');
    await expect(flag).toHaveCount(0);

    expect((await setStock(request, 0)).ok()).toBe(true);
    await expect(flag).toBeVisible({ timeout: 1_000 });
    await audit(page, 'the checkout with a line sold out meanwhile');
    // browsing 3: back in stock, the flag goes, live.
    expect((await setStock(request, 50)).ok()).toBe(true);
    await expect(flag).toHaveCount(0, { timeout: 1_000 });
    expect((await setStock(request, 0)).ok()).toBe(true);
    await expect(flag).toBeVisible({ timeout: 1_000 });

    const ordersSent: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/order\/?$/.test(new URL(sent.url()).pathname)) ordersSent.push(sent.url());
    });
    await page.getByRole('button', { name: /^Valider la commande/ }).click();
    const popup = page.getByRole('dialog', { name: 'Certains produits ne sont plus disponibles' });
    await expect(popup.getByRole('listitem')).toHaveText([drink().name]);
    expect(ordersSent).toEqual([]);
    await audit(page, 'the checkout holding back a line sold out');
    await popup.getByRole('button', { name: 'Voir le panier' }).click();
    // The line was the basket: emptied, the checkout gives way to the menu (checkout 2).
    await expect(page).toHaveURL(/\/le-comptoir\/menu\/0/);
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    expect(ordersSent).toEqual([]);
  } finally {
    await setStock(request, 50);
  }
});

/**
 * browsing 4 (issue 20.3): a reload restores the basket against the menu of now: a line sold out meanwhile is
 * dropped, and the customer is told which product went and why, not left to find the basket shorter.
 */
test('issue 20.3: after a reload a line sold out meanwhile is dropped and named as sold out', { tag: '@layout' }, async ({ page, request }) => {
  expect((await setStock(request, 50)).ok()).toBe(true);
  try {
    await openDrinks(page);
    await page.getByRole('button', { name: `Ajouter ${drink().name} au panier` }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    expect((await setStock(request, 0)).ok()).toBe(true);

    await page.reload();
    const notice = page.getByRole('region', { name: 'Notifications' });
    await expect(notice.getByText('Épuisés depuis votre dernière visite, ces produits ont été retirés de votre panier :')).toBeVisible();
    await expect(notice.getByText(drink().name)).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('0');
  } finally {
    await setStock(request, 50);
  }
});
