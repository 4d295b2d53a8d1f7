import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { testNow } from './test-now';

/**
 * checkout 2, "the hub inside a drawer" (ours: config.checkout_in_drawer, Hôtel Mimosa): on a wide screen
 * the basket's Commander (then the suggestions, none here) opens the checkout in a drawer over the menu, with every step shown and no
 * back-to-menu button; the in-progress error's button closes the drawer (checkout 8), the basket kept.
 * On a phone the checkout stays a page of its own.
 */
async function clubSandwichInBasket(page: Page): Promise<void> {
  await page.goto('hotel-mimosa/menu/0');
  await page.getByRole('link', { name: 'Club sandwich du Mimosa' }).first().click();
  await page.getByRole('dialog', { name: 'Club sandwich du Mimosa' }).getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' }).click();
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the checkout opens in a drawer over the menu, every step shown, and the order is placed from it', async ({ page }) => {
    await clubSandwichInBasket(page);
    await expect(page).toHaveURL(/\/hotel-mimosa\/menu\/0\/checkout$/);
    const drawer = page.getByRole('dialog', { name: 'Finaliser la commande' });
    await expect(drawer.getByLabel('Numéro de chambre')).toBeVisible();
    // Every step at once: the details and the validate button, without Next; no back-to-menu link.
    await expect(drawer.getByRole('button', { name: /^Valider la commande/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Retour à la carte' })).toHaveCount(0);
    await audit(page, 'the checkout hub in a drawer');

    await drawer.getByLabel('Nom et prénom').fill('Camille Durand');
    await drawer.getByLabel('Numéro de chambre').fill('214');
    await drawer.getByRole('button', { name: /^Valider la commande/ }).click();
    await expect(page).toHaveURL(/\/hotel-mimosa\/trackOrder\?orderId=[0-9A-Z]{12}&type=scan$/);
  });

  test.describe("Playwright's clock", () => {
    // fixtures.ts would shift the page's Date once more: Playwright's clock takes the run's instant itself.
    test.use({ shiftPageDate: false });

    test("checkout 8: the in-progress error's button closes the drawer, back on the menu with the basket kept", async ({ page }) => {
      // The page's clock is Playwright's, at the run's instant: the 25 s pass at once (it runs as usual otherwise).
      await page.clock.install({ time: testNow().toJSDate() });
      await clubSandwichInBasket(page);
      const drawer = page.getByRole('dialog', { name: 'Finaliser la commande' });
      await drawer.getByLabel('Nom et prénom').fill('Camille Durand');
      await drawer.getByLabel('Numéro de chambre').fill('214');
      // The platform never answers (the request is held).
      let held: () => void = () => undefined;
      const orderHeld = new Promise<void>((resolve) => (held = resolve));
      await page.route('**/hotel-mimosa/order/', () => held());
      await drawer.getByRole('button', { name: /^Valider la commande/ }).click();
      await expect(drawer.getByText('Encore un peu de patience…')).toBeVisible();
      // The clock moves only once the order is held (group-order.e2e.ts says why).
      await orderHeld;
      await page.clock.fastForward(24_000);
      await expect(drawer.getByText('Encore un peu de patience…')).toBeVisible();
      await page.clock.fastForward(1_500);
      await expect(drawer.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Retour à la carte' }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(/\/hotel-mimosa\/menu\/0$/);
      await expect(page.getByTestId('basket-count')).toHaveText('1');
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the checkout stays a page of its own', async ({ page }) => {
    await clubSandwichInBasket(page);
    await expect(page).toHaveURL(/\/hotel-mimosa\/validation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
  });
});
