import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerLaBuvetteQuestions, chooseSlotAhead, reachValidateStep } from './checkout-navigation';

const RECOVER = 'Reprendre les informations d’une commande précédente ?';

async function boardInBasketAtLaBuvette(page: Page): Promise<void> {
  await page.goto('la-buvette/menu/0');
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: 'Ajouter au panier · 18,00 €' }).click();
  await expect(page.getByTestId('basket-count')).not.toHaveText('0');
}

/** Hôtel Mimosa's checkout, a page on a phone, a drawer over the menu on a desktop (checkout-in-drawer.e2e.ts). */
async function mimosaCheckout(page: Page): Promise<void> {
  await page.goto('hotel-mimosa/menu/0');
  await page.getByRole('link', { name: 'Club sandwich du Mimosa' }).first().click();
  await page.getByRole('dialog', { name: 'Club sandwich du Mimosa' }).getByRole('button', { name: /Ajouter au panier/ }).click();
  await page.getByRole('link', { name: /^Panier, \d+ articles?/ }).click();
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' }).click();
  await expect(page.getByLabel('Numéro de chambre')).toBeVisible();
}

/**
 * Issue 22.8 (checkout 3 and 9, lastCmdInfos): the details of a guest's last orders are offered again at
 * the establishment they were given to, on this device, and nowhere else; details an older storefront kept
 * without their establishment are offered nowhere.
 */
test('issue 22.8: saved details are offered at their own establishment only, never at another @layout', async ({ page, isMobile }) => {
  // What an older storefront left in this browser after Camille's order somewhere: no establishment named.
  await page.goto('la-buvette/menu/0');
  await page.evaluate(() => {
    const camille = { fullName: 'Camille Durand', firstName: '', lastName: '', phone: '06 98 76 54 32', email: '' };
    localStorage.setItem('ordering:lastCmdInfos', JSON.stringify({ version: '0.1', entries: [camille] }));
  });
  await mimosaCheckout(page);
  await expect(page.getByText(RECOVER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Camille Durand/ })).toHaveCount(0);

  // Alice orders at La Buvette (a slot of this test's own: a slot takes 2 orders, checkout-navigation.ts).
  await boardInBasketAtLaBuvette(page);
  await page.goto('la-buvette/validation');
  await expect(page.getByLabel('Nom et prénom')).toBeVisible();
  await expect(page.getByText(RECOVER)).toHaveCount(0);
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await chooseSlotAhead(page, 5, isMobile ? '18:00 – 18:30' : '18:30 – 19:00');
  await reachValidateStep(page);
  await answerLaBuvetteQuestions(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/la-buvette\/trackOrder\?orderId=[0-9A-Z]{12}$/);

  // Another establishment on the same device does not offer Alice's details.
  await mimosaCheckout(page);
  await expect(page.getByText(RECOVER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Alice Martin/ })).toHaveCount(0);

  // La Buvette does, on the next order there.
  await boardInBasketAtLaBuvette(page);
  await page.goto('la-buvette/validation');
  await expect(page.getByRole('button', { name: 'Utiliser : Alice Martin · 06 12 34 56 78' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Camille Durand/ })).toHaveCount(0);
});
