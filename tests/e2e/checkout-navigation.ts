import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { testNow } from './test-now';

const VALIDATE = /^(Valider la commande|Place order)/;
const NEXT = /^(Suivant|Next)$/;

/**
 * checkout 2: on a phone the checkout shows one step at a time; this presses Next until the step with
 * the validate button shows (each Next needs its step to validate, so fill the fields first). On a
 * desktop every step shows already and nothing is pressed.
 */
export async function reachValidateStep(page: Page): Promise<void> {
  const validate = page.getByRole('button', { name: VALIDATE });
  const step = page.locator('.checkout-step');
  for (let moves = 0; moves < 3; moves += 1) {
    if (await validate.isVisible()) return;
    const before = await step.getAttribute('data-step');
    await step.getByRole('button', { name: NEXT }).click();
    await expect(step).not.toHaveAttribute('data-step', before ?? '');
  }
  await expect(validate).toBeVisible();
}

/**
 * checkout 4: presses what moves the checkout on: Next on a phone (the step validates or shows its
 * problems), the validate button on a desktop (every problem shows at once).
 */
export async function submitCurrentStep(page: Page): Promise<void> {
  const next = page.locator('.checkout-step').getByRole('button', { name: NEXT });
  if (await next.isVisible()) await next.click();
  else await page.getByRole('button', { name: VALIDATE }).click();
}

/**
 * checkout 4: at La Buvette, a slot some days ahead, always offered (a pre-order), the day named as the
 * picker names it (long weekday, day, month) in the restaurant's zone. A slot holds 2 orders, and the
 * tests (both viewports, and their retries) run on one simulator: each test takes a slot of its own.
 */
export async function chooseSlotAhead(page: Page, daysAhead: number, slot: string): Promise<void> {
  const when = page.getByRole('region', { name: 'Quand ?' });
  const day = testNow().setZone('Europe/Paris').plus({ days: daysAhead }).setLocale('fr').toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
  await when.getByLabel('Jour').selectOption({ label: `${day} · Précommande` });
  await when.getByRole('group', { name: 'Créneau' }).getByRole('radio', { name: slot }).check();
}

/** checkout 5: what La Buvette's checkout asks besides (its question, packaging and guests), in the step that asks it. */
export async function answerLaBuvetteQuestions(page: Page): Promise<void> {
  await page.getByRole('group', { name: /Vos boissons : avec ou sans glaçons \?/ }).getByRole('radio', { name: 'Avec glaçons' }).check();
  await page.getByRole('group', { name: /Emballage/ }).getByRole('radio', { name: 'Gobelets en carton' }).check();
  await page.getByLabel('Nombre de couverts').selectOption('1');
}

/** Hôtel Riviera's menu already open: a continental breakfast (hot chocolate) put in the basket. */
export async function addRivieraBreakfast(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Catégories de la carte' }).getByRole('link', { name: 'Petit-déjeuner' }).click();
  await page.getByRole('link', { name: 'Petit-déjeuner continental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Petit-déjeuner continental' });
  await dialog.getByRole('radio', { name: 'Chocolat chaud' }).check();
  await dialog.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
}

/** Hôtel Riviera's checkout open: a room delivery to room 214, up to the step with the validate button. */
export async function reachRiviera214ValidateStep(page: Page): Promise<void> {
  await page.getByLabel('Nom et prénom').fill('Jean Dupont');
  await page.getByRole('radio', { name: 'Livraison en chambre' }).check();
  await page.getByLabel('Numéro de chambre').fill('214');
  await reachValidateStep(page);
}

/** Le Comptoir's pumpkin soup (7,50 €) in the basket, contact details filled, at the last step with the terms accepted. */
export async function soupInBasketAtCheckout(page: Page): Promise<void> {
  await page.goto('le-comptoir');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  // checkout 2: the payment choice is in the last step (summary_and_payment), with the terms.
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
}

/**
 * checkout 4: after a payment that did not go through, back to the order from the tracking page: the basket is
 * back (the checkout stays, where an empty one would go to the menu) and totals the soup of soupInBasketAtCheckout.
 */
export async function backToTheSoupAtCheckout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Revenir à la commande' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await expect(page.getByRole('button', { name: 'Valider la commande · 7,50 €' })).toBeVisible();
}
