import type { APIRequestContext } from '@playwright/test';
import { STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { BOOKING_ADMIN_ROUTES } from '../../adapters/platform-api/booking-api';
import { feedbackInboxPath } from '../../adapters/platform-api/feedback-api';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { testNow } from './test-now';

// browsing 2.2, 2.9 to 2.11, accounts 2, 4 and 5: Le Phare, the demo linker. The phone and desktop
// projects share one simulator: each books its own slot (12:00 on a phone, 20:30 on a desktop) and
// signs with its own e-mail.

/** What the simulator holds, through its staging routes (what support reads with the CLI). */
async function staged<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('browsing 2.9 and accounts 2, 4, 5: from the linker, book a table with a phone, then leave feedback with an e-mail', async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const email = `phare.${testInfo.project.name}.${testInfo.retry}.${Date.now()}@example.com`;

  // browsing 2.2: a visit from the web lands on the linker.
  await page.goto('le-phare');
  await expect(page).toHaveURL(/\/le-phare\/linker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue au Phare' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Services de l’établissement' });
  await expect(tiles.getByRole('link', { name: /La carte/ })).toHaveAttribute('href', '/le-phare/menu/0');
  await expect(tiles.getByRole('link', { name: /Météo de la mer/ })).toHaveAttribute('href', 'https://www.example.com/meteo-marine');
  await audit(page, 'the linker');

  // browsing 2.11: a custom page opens inside the linker, with a way back.
  await tiles.getByRole('link', { name: /L’apéro du Phare/ }).click();
  await expect(page.getByRole('heading', { name: 'L’apéro du Phare' }).first()).toBeVisible();
  await audit(page, 'a linker custom page');
  await page.goBack();

  // The booking tile opens the booking's page, whose button opens the linker's form (asking a phone).
  await tiles.getByRole('link', { name: /Réserver une table/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Une table au Phare' })).toBeVisible();
  await audit(page, 'the linker booking page');
  await page.getByRole('link', { name: 'Réserver', exact: true }).click();
  await expect(page).toHaveURL(/\/le-phare\/booking-form-linker\/302$/);
  // accounts 2: the back button of booking pages leads to the linker.
  await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/le-phare/linker');

  // accounts 5: 8 people at most, so no '+'.
  const persons = page.getByRole('group', { name: 'Nombre de personnes' }).first();
  await expect(persons.getByRole('button')).toHaveCount(8);
  await page.getByRole('button', { name: '4 personnes' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  // Day: not today (its slot may have begun); the next month when this one has no other open day.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(testNow().toJSDate());
  const openDays = page.locator(`.date-picker__day:enabled:not([data-day="${today}"])`);
  await expect(page.locator('.date-picker__grid')).toBeVisible();
  if ((await openDays.count()) < 1) await page.getByRole('button', { name: 'Mois suivant' }).click();
  await openDays.first().click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  const slot = page.getByRole('button', { name: phone ? /12:00 – 14:00/ : /20:30 – 22:00/ });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  // accounts 2 and 5: the linker asks a phone (no room number); one that is not valid is refused.
  await expect(page.getByRole('textbox', { name: /Numéro de chambre/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Nom' }).fill('Ana Lopez');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  const phoneField = page.getByRole('textbox', { name: /Téléphone/ });
  await phoneField.fill('12');
  await page.getByRole('button', { name: 'Je réserve' }).click();
  await expect(page.getByText('Ce champ n’est pas valide.')).toBeVisible();
  await audit(page, 'the linker booking form with a phone that is not valid');
  await phoneField.fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Je réserve' }).click();

  // accounts 4: the table is confirmed at once; the summary shows the phone.
  await expect(page.getByRole('heading', { name: 'Votre réservation a été validée' })).toBeVisible();
  const summary = page.locator('.booking-summary');
  await expect(summary).toContainText('06 12 34 56 78');
  await expect(summary).toContainText(phone ? '12:00' : '20:30');
  await audit(page, 'the linker booking result');
  const mails = await staged<{ email: string }[]>(request, BOOKING_ADMIN_ROUTES.mails);
  expect(mails.some((mail) => mail.email === email)).toBe(true);

  // browsing 2.11 and accounts 4, 5: the feedback tile opens a dialog asking an e-mail; it closes once sent.
  await page.goto('le-phare/linker');
  await tiles.getByRole('button', { name: /Votre avis/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre avis' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toBeVisible();
  await audit(page, 'the linker feedback dialog');
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  await expect(page).toHaveURL(/\/le-phare\/linker$/);
  expect(await staged<unknown[]>(request, feedbackInboxPath('le-phare'))).toContainEqual(expect.objectContaining({ type: 'linker', email, rate: 5 }));
});
