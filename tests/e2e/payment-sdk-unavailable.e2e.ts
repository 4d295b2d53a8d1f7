import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * Issue 7: an establishment may list Stripe (provider 5), whose SDK cannot be fetched here (no demo
 * lists it, so the restaurant's answer gets it added on the way). The checkout says the method cannot
 * load, and another one still places the order.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Le Comptoir's take away offers Stripe too, as the platform would list it. */
async function withStripeListed(page: Page): Promise<void> {
  await page.route('**/api_click_and_collect/v7/le-comptoir/restaurant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const settings = (body.data ?? body) as { orderTypes: { order_type_providers: { provider_id: number }[] }[] };
    for (const orderType of settings.orderTypes) {
      if (!orderType.order_type_providers.some((provider) => provider.provider_id === 8)) continue;
      orderType.order_type_providers.push({ provider_id: 5, provider_name: 'Stripe', type: 'ONLINE', disabled: false, payment_types: [{ payment_type_id: 1, payment_type_name: 'Stripe' }] } as { provider_id: number });
    }
    await route.fulfill({ response, json: body });
  });
  // Offline, as here: Stripe.js cannot be fetched.
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
}

test('issue 7: Stripe whose SDK cannot load says so, and paying at the counter still places the order', async ({ page, browserProblems }) => {
  browserProblems.expectConsoleErrors(/js\.stripe\.com/, /ERR_INTERNET_DISCONNECTED/);
  await withStripeListed(page);
  await page.goto('le-comptoir');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();

  await page.getByRole('radio', { name: /Stripe/ }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce moyen de paiement ne peut pas être chargé. Choisissez-en un autre.' })).toBeVisible();
  await audit(page, 'checkout with a payment SDK that cannot load');

  await page.getByRole('radio', { name: /Paiement au retrait/ }).check();
  await expect(page.getByText('Ce moyen de paiement ne peut pas être chargé. Choisissez-en un autre.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Valider la commande · 7,50 €' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}/);
});
