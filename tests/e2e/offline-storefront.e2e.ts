import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * Issue 20 item 5: the storefront works offline. The service worker registers after the first visit's load and
 * keeps the shell, the menu's answers and its pictures; offline, a reload shows the last menu seen with its
 * pictures, the basket stays editable, the page says it is offline, and the checkout says an order needs the
 * network and sends nothing. Back online, the notice goes. Nothing of the simulator's state changes here.
 */

// The worker is blocked in the other tests (config/playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

/** The worker controls the page and holds Le Comptoir's four menu answers and the pictures shown. */
async function menuKeptForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('menu-answers')).keys()).map((request) => new URL(request.url).pathname).sort()), { timeout: 30_000 })
    .toEqual(['allergens', 'product_options', 'products', 'restaurant'].map((name) => `/api_click_and_collect/v7/le-comptoir/${name}`));
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('menu-pictures')).keys()).some((request) => request.url.endsWith('/demo-assets/burger.svg'))), { timeout: 30_000 })
    .toBe(true);
}

test('issue 20 item 5: offline, the last menu seen and its pictures show, the basket is editable, checkout needs the network @layout', async ({ page, context, browserProblems }) => {
  // The worker's install fetches the whole shell, which a loaded machine takes a while to do.
  test.setTimeout(240_000);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/order\/?$/.test(new URL(request.url()).pathname)) orders.push(request.url());
  });
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
  // The establishment's manifest is linked from its page once the establishment is known.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/le-comptoir/manifest.webmanifest');
  // Chromium reads it without an error: the establishment's name, colour and logo.
  const devtools = await context.newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/le-comptoir\/manifest\.webmanifest$/);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Le Comptoir des Halles', theme_color: '#a8431f', scope: '/le-comptoir/' });
  await devtools.detach();
  await menuKeptForOffline(page);
  const notice = page.getByRole('status').filter({ hasText: 'Hors ligne.' });
  await expect(notice).toHaveCount(0);

  // Whatever the page still tries to reach offline (the live socket, the client log) fails, as it should.
  browserProblems.expectConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Vous consultez la dernière carte chargée');
    // The picture came from the worker's cache: drawn, with its own size.
    const burger = page.locator('img[src$="/demo-assets/burger.svg"]').first();
    await burger.scrollIntoViewIfNeeded();
    await expect.poll(() => burger.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await audit(page, 'the menu offline');

    // The basket is editable offline (it lives on the device).
    await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
    await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    if (phone) await page.getByRole('link', { name: /^Voir le panier/ }).click();
    else await page.getByRole('link', { name: 'Panier, 1 article' }).click();
    const basket = page.getByRole('dialog', { name: 'Votre panier' });
    await basket.getByRole('button', { name: 'Augmenter la quantité de Burger du Comptoir' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('2');

    // checkout 4: offline, the order needs the network; the send button sends nothing.
    await page.goto('le-comptoir/validation');
    await page.getByLabel('Nom et prénom').fill('Camille Durand');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await reachValidateStep(page);
    const refusal = page.getByText('Pas de connexion : une commande ne peut être envoyée qu’en ligne.');
    await expect(refusal).toBeVisible();
    const send = page.getByRole('button', { name: 'Valider la commande · 33,00 €' });
    await expect(send).toBeDisabled();
    await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
    await send.click({ force: true });
    await audit(page, 'the checkout offline');
    expect(orders).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the notice goes and the order can be sent again.
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider la commande · 33,00 €' })).toBeEnabled();
  expect(orders).toEqual([]);
});
