import { testNow } from './test-now';
import { audit } from './axe-audit';
import { answerLaBuvetteQuestions, reachValidateStep, submitCurrentStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * checkout 4 "Time selection" at La Buvette: the checkout asks when, today or a pre-order day, then a
 * slot; nothing is sent without one (timeslot_required); a slot two days ahead is always offered, and the
 * tracking page shows it with its day (issue 22.3).
 */
test('take away at La Buvette for a slot chosen two days ahead @layout', async ({ page, isMobile }) => {
  await page.goto('la-buvette/menu/0');
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: 'Ajouter au panier · 18,00 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('la-buvette/validation');

  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const when = page.getByRole('region', { name: 'Quand ?' });
  // checkout 4: the first day offered is chosen by default (today while a slot is left today).
  const firstDay = await when.getByLabel('Jour').locator('option').first().getAttribute('value');
  await expect(when.getByLabel('Jour')).toHaveValue(firstDay!);
  await audit(page, 'the checkout with its slot picker');
  // Nothing is sent without a slot (checkout 4 and 5, timeslot_required): on a phone Next stays on the
  // picker's step, on a desktop validate names it next to the picker.
  await submitCurrentStep(page);
  await expect(when.getByText('Choisissez un créneau.')).toBeVisible();
  await audit(page, 'the checkout asking for its slot');

  // Two days ahead, in the restaurant's zone, named as the picker names it (long weekday, day, month).
  const inTwoDays = testNow().setZone('Europe/Paris').plus({ days: 2 }).setLocale('fr').toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
  await when.getByLabel('Jour').selectOption({ label: `${inTwoDays} · Précommande` });
  // A slot holds 2 orders and both viewports run at once on one simulator: one slot each.
  const [start, end] = isMobile ? ['19:00', '19:30'] : ['19:30', '20:00'];
  await when.getByRole('group', { name: 'Créneau' }).getByRole('radio', { name: `${start} – ${end}` }).check();
  await expect(when.getByText('Choisissez un créneau.')).toHaveCount(0);
  await reachValidateStep(page);
  await answerLaBuvetteQuestions(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await reachValidateStep(page);
  await audit(page, 'the checkout with its slot chosen, ready to validate');
  await page.getByRole('button', { name: 'Valider la commande · 18,00 €' }).click();
  await expect(page).toHaveURL(/\/la-buvette\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  // Issue 22.3: tracking shows the slot chosen and its day, not the time placed plus the preparation.
  await expect(page.getByTestId('tracking-estimate')).toHaveText(`À retirer ${inTwoDays} entre ${start} et ${end}`);
});
