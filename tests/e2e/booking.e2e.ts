import type { APIRequestContext, Page } from '@playwright/test';
import { STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { BOOKING_ADMIN_ROUTES } from '../../adapters/platform-api/booking-api';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { testNow } from './test-now';

// accounts 2, 4 and 5 (issue 8): the booking wizard and the event booking page. The phone and desktop
// projects share one simulator: each books its own slot (19:00 on a phone, 20:30 on a desktop).

async function cancellationLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(BOOKING_ADMIN_ROUTES.mails, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { email: string; link: string }[];
  const mail = mails.find((each) => each.email === email);
  expect(mail, `no booking e-mail to ${email}`).toBeTruthy();
  return mail!.link;
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
}

test('accounts 2, 4 and 5: book a table for 12 people with the stepper, then cancel it through the e-mail’s link', { tag: '@layout' }, async ({ page, request, browserProblems }, testInfo) => {
  // The unknown uuid at the end is answered 404, which the browser logs.
  browserProblems.expectConsoleErrors(/status of 404/);
  const phone = testInfo.project.name === 'phone';
  const email = `table.${testInfo.project.name}.${Date.now()}@example.com`;

  // browsing 2.9: the v1 directory's booking tile opens the booking's page, whose button opens the form.
  await page.goto('hotel-riviera/roomdirectory');
  await page.getByRole('list', { name: 'Services de l’établissement' }).getByRole('link', { name: /Table au restaurant/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Une table au restaurant Riviera' })).toBeVisible();
  await audit(page, 'the v1 booking page');
  await page.getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/booking-form-room-directory\/105$/);

  // Persons: 1 to 9, then '+' at 10 revealing the stepper, up to the booking's 20.
  const persons = page.getByRole('group', { name: 'Nombre de personnes' }).first();
  await expect(persons.getByRole('button')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Plus de personnes' })).toHaveCount(0);
  if (phone) {
    // accounts 2: on a phone only the current tab shows, without a previous button on the first step.
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Précédent', exact: true })).toHaveCount(0);
  } else {
    await expect(page.getByRole('tab', { name: /Informations/ })).toBeDisabled();
  }
  await audit(page, 'the booking wizard: persons');
  await page.getByRole('button', { name: '10 personnes ou plus' }).click();
  const more = page.getByRole('button', { name: 'Plus de personnes' });
  await more.click();
  await more.click();
  await expect(page.locator('.stepper__value')).toHaveText('12');

  // Day: the first (phone) or second (desktop) day the picker offers.
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Jour' })).toBeVisible();
  if (phone) await expect(page.getByRole('button', { name: 'Précédent', exact: true })).toBeVisible();
  await audit(page, 'the booking wizard: day');
  // The new step's title takes the focus; arrow keys move between the open days.
  await expect(page.getByRole('heading', { level: 2, name: 'Jour' })).toBeFocused();
  // Not today (its evening slot may have begun); the next month when this one has too few open days left.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(testNow().toJSDate());
  const openDays = page.locator(`.date-picker__day:enabled:not([data-day="${today}"])`);
  await expect(page.locator('.date-picker__grid')).toBeVisible();
  if ((await openDays.count()) < 2) await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(openDays.first()).toBeVisible();
  await openDays.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(openDays.nth(1)).toBeFocused();
  await openDays.nth(phone ? 0 : 1).click();
  await expect(page.locator('.date-picker__day[aria-pressed="true"]')).toHaveCount(1);

  // Time: slots by start time; the weekend lunch (4 places) is full for 12.
  await next(page);
  const slot = page.getByRole('button', { name: phone ? /19:00 – 20:30/ : /20:30 – 22:00/ });
  await expect(slot).toBeEnabled();
  await audit(page, 'the booking wizard: time');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  // Informations: nothing is sent while invalid.
  await next(page);
  await expect(page.getByRole('button', { name: 'Je réserve' })).toBeVisible();
  await page.getByRole('button', { name: 'Je réserve' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom' }).fill('Ana Lopez');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: /Numéro de chambre/ }).fill('214');
  await audit(page, 'the booking wizard: informations');
  await page.getByRole('button', { name: 'Je réserve' }).click();

  // accounts 4: the restaurant table confirms at once: CONFIRMED, with the summary.
  await expect(page.getByRole('heading', { name: 'Votre réservation a été validée' })).toBeVisible();
  const summary = page.locator('.booking-summary');
  await expect(summary).toContainText('12');
  await expect(summary).toContainText(phone ? '19:00' : '20:30');
  await expect(summary).toContainText('214');
  await audit(page, 'the booking result');

  // The confirmation e-mail's link opens the event booking page: reason required, then cancelled.
  await page.goto((await cancellationLink(request, email)).slice(1));
  await expect(page.getByRole('heading', { level: 1, name: 'Ma réservation' })).toBeVisible();
  await expect(page.locator('.booking-summary')).toContainText('Ana Lopez');
  const cancel = page.getByRole('button', { name: 'Annuler ma réservation' });
  await expect(cancel).toBeDisabled();
  await audit(page, 'the event booking page');
  await page.getByLabel('Motif de l’annulation').selectOption('change_of_plans');
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(page.getByText('Votre réservation a été annulée')).toBeVisible();
  await audit(page, 'the cancelled booking');
  // Opening the link again shows it cancelled at once.
  await page.reload();
  await expect(page.getByText('Votre réservation a été annulée')).toBeVisible();
  await expect(cancel).toHaveCount(0);

  // An unknown booking: 'no event found' with a way back.
  await page.goto('hotel-riviera/event-booking?uuid=00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('Aucune réservation trouvée.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour' })).toBeVisible();
  await audit(page, 'no event found');
});

test('accounts 2 and 4: the v2 directory’s massage, without time slots, books in two steps and waits for the team', { tag: '@layout' }, async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('hotel-mimosa/roomdirectoryV2/booking/232');
  await page.getByRole('link', { name: 'Réserver', exact: true }).click();
  await expect(page).toHaveURL(/\/hotel-mimosa\/booking-form-room-directory\/232$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Two steps: persons and informations; the massage takes 2 people at most (no '+').
  if (!phone) await expect(page.getByRole('tab')).toHaveText([/Nombre de personnes/, /Informations/]);
  await expect(page.getByRole('group', { name: 'Nombre de personnes' }).getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: '2 personnes' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill('Léa Durand');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`massage.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Je réserve' }).click();
  await expect(page.getByRole('heading', { name: 'Votre réservation est en attente de validation' })).toBeVisible();
  await expect(page.getByText('Vous recevrez un e-mail dès qu’elle sera validée.')).toBeVisible();
  await audit(page, 'a pending booking');
});

/**
 * accounts 5 and 8 "Empty day in picker": the spa takes no appointment on Sundays. The day can be chosen (the
 * spa is open), and the picker, then the time step, say there is no time that day; the informations stay
 * closed. Reads only: nothing is booked.
 */
test('accounts 8: a Sunday at the spa is an empty day: chosen, it says no_schedule_available_this_day', { tag: '@layout' }, async ({ page }) => {
  await page.goto('hotel-riviera/booking-form-room-directory/107');
  await page.getByRole('button', { name: '1 personne', exact: true }).click();
  await next(page);
  const now = testNow().setZone('Europe/Paris');
  const sunday = now.plus({ days: 7 - now.weekday || 7 }).toISODate() ?? '';
  const grid = page.locator('.date-picker__grid');
  await expect(grid).toBeVisible();
  if ((await page.locator(`[data-day="${sunday}"]`).count()) === 0) await page.getByRole('button', { name: 'Mois suivant' }).click();
  const day = page.locator(`[data-day="${sunday}"]`);
  await expect(day).toBeEnabled();
  await expect(page.getByText('Aucun horaire disponible ce jour-là.')).toHaveCount(0);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Aucun horaire disponible ce jour-là.' })).toBeVisible();
  await audit(page, 'the booking date picker on an empty day');
  await next(page);
  await expect(page.getByText('Aucun horaire disponible ce jour-l\u00e0.').last()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Horaire', exact: true })).toHaveCount(0);
});
