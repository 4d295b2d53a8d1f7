import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reachValidateStep } from './checkout-navigation';

/**
 * Issue 22.11 (checkout 5, browsing 5): after a refused submit the focus goes to the first field at fault,
 * and the lines of the problems' summary are links that bring the focus to their fields; a missing option
 * is named; the table-number dialog keeps the focus inside after an empty submit.
 */
async function burgerToCheckout(page: Page): Promise<void> {
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await expect(page.getByLabel('Nom et prénom')).toBeVisible();
}

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'Informations invalides' });

test('checkout 5: a refused step brings the focus to its first field at fault; each summary line leads to its field', async ({ page }) => {
  await burgerToCheckout(page);
  await page.getByLabel('Téléphone').fill('12');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // The first field at fault in the page's order: the name, above the phone.
  await expect(page.getByLabel('Nom et prénom')).toBeFocused();
  const summary = summaryOf(page);
  await expect(summary.getByRole('link')).toHaveText(['Le nom doit contenir au moins 2 caractères.', 'Numéro de téléphone incorrect.']);

  // A line of the summary, followed with the keyboard, brings the focus to its field.
  await summary.getByRole('link', { name: 'Numéro de téléphone incorrect.' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Téléphone')).toBeFocused();
  await summary.getByRole('link', { name: 'Le nom doit contenir au moins 2 caractères.' }).click();
  await expect(page.getByLabel('Nom et prénom')).toBeFocused();

  // Fixed, the step moves on; on the last step the unticked terms take the focus.
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' })).toBeFocused();
  await expect(summaryOf(page).getByRole('link', { name: 'Vous devez accepter les conditions générales de vente.' })).toBeVisible();
});

test('checkout 4 and 5: with the contact given and no slot chosen, Next brings the focus to the slots', async ({ page }) => {
  await page.goto('la-buvette/menu/0');
  // La Buvette's categories open as drawers (checkout-hub.e2e.ts).
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('la-buvette/validation');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Suivant' }).click();
  const slots = page.getByRole('group', { name: 'Créneau' });
  await expect(slots.getByRole('radio').first()).toBeFocused();
  await expect(summaryOf(page).getByRole('link', { name: 'Choisissez un créneau.' })).toBeVisible();
});

test('browsing 5: adding without a mandatory option names it and brings the focus to it', async ({ page }) => {
  await page.goto('le-comptoir/productCompose/2203');
  const dialog = page.getByRole('dialog', { name: 'Thé ou infusion' });
  await dialog.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez : Thé');
  await expect(dialog.getByRole('radio', { name: 'Earl Grey' })).toBeFocused();
  await expect(page.getByTestId('basket-count')).toHaveText('0');

  await page.goto('le-comptoir/productCompose/2203?lang=en');
  const english = page.getByRole('dialog', { name: 'Tea or herbal tea' });
  await english.getByRole('button', { name: /^Add to basket/ }).click();
  await expect(english.getByRole('alert')).toHaveText('Choose: Tea');
});

test('checkout 2: the table-number dialog keeps the focus inside after an empty submit', async ({ page }) => {
  await burgerToCheckout(page);
  await page.getByRole('radio', { name: 'Sur place', exact: true }).check();
  await page.getByRole('button', { name: 'Commander avec mon seul numéro de table' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre numéro de table' });
  await modal.getByRole('button', { name: 'Envoyer la commande' }).click();
  await expect(modal.getByText('Numéro de table incorrect.')).toBeVisible();
  // The field at fault has the focus, inside the dialog, and Tab stays inside it.
  await expect(modal.getByLabel('Numéro de table')).toBeFocused();
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement)), `focus inside after ${press + 1} Tab`).toBe(true);
  }
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement)), `focus inside after ${press + 1} Shift+Tab`).toBe(true);
  }
});

/**
 * Issue 22.11 was seen at 1280 px too, where every step of the checkout shows at once and validate judges
 * them all: the focus goes to the first field at fault in the page's order, and each summary line leads
 * to its field, the terms' included.
 */
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('checkout 5: validate with several fields at fault brings the focus to the first; each summary line leads to its field', async ({ page }) => {
    await burgerToCheckout(page);
    await page.getByLabel('Téléphone').fill('12');
    await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Valider la commande/ }).click();

    await expect(page.getByLabel('Nom et prénom')).toBeFocused();
    const summary = summaryOf(page);
    await expect(summary.getByRole('link')).toHaveText(['Le nom doit contenir au moins 2 caractères.', 'Numéro de téléphone incorrect.', 'Vous devez accepter les conditions générales de vente.']);
    await summary.getByRole('link', { name: 'Vous devez accepter les conditions générales de vente.' }).click();
    await expect(page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' })).toBeFocused();
    await summary.getByRole('link', { name: 'Numéro de téléphone incorrect.' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Téléphone')).toBeFocused();
    await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  });
});
