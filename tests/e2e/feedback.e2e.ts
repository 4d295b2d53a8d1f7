import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { feedbackInboxPath } from '../../adapters/platform-api/feedback-api';
import { BOOKING_ADMIN_ROUTES, BOOKING_PATHS } from '../../adapters/platform-api/booking-api';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { staging } from './staging';

/** An order of the CLI's example file, placed as a storefront would: each test (and project) its own. */
async function placeAnOrder(request: APIRequestContext): Promise<string> {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

/** What support reads (`ordering feedback list`), through the simulator's staging route. */
async function feedbackOf(request: APIRequestContext, restaurantId: string): Promise<unknown[]> {
  const inbox = await request.get(feedbackInboxPath(restaurantId), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(inbox.ok()).toBe(true);
  return (await inbox.json()) as unknown[];
}

const REVIEW_LINK = 'https://g.page/r/le-comptoir-des-halles/review';

test('accounts 4 and 9: 5 stars on an order go Home and open the review link in a new tab', async ({ page, request }) => {
  const orderNumber = await placeAnOrder(request);
  // The review site cannot be reached from here, and nothing may go out: the new tab gets a local answer.
  await page.context().route('https://g.page/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Avis</title><p>Avis</p>' }));
  await page.goto(`le-comptoir/feedback/${orderNumber}?name=Alice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre avis' })).toBeVisible();
  await expect(page.getByText('Bonjour Alice,')).toBeVisible();
  // accounts 9: the rating starts at 5; the stars are a radio group the keyboard moves through.
  const stars = page.getByRole('group', { name: 'Votre note' });
  await expect(stars.getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
  await stars.getByRole('radio', { name: '5 étoiles sur 5' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
  // accounts 5: the comment turns invalid at 500 characters, said at the field; the counter follows.
  const comment = page.getByRole('textbox', { name: 'Votre commentaire (facultatif)' });
  await comment.fill('a'.repeat(500));
  await expect(page.getByText('Votre commentaire doit faire moins de 500 caractères.')).toBeVisible();
  await audit(page, 'the feedback page with a comment too long');
  await comment.fill('Parfait, merci !');
  await expect(page.getByText('16 / 500 caractères')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Je souhaite recevoir les offres promotionnelles de l’établissement' }).check();
  await audit(page, 'the feedback page');

  const reviewTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Valider' }).click();
  // The thanks is a toast of 5 s: read it first, as a loaded machine may take longer to open the tab.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  const tab = await reviewTab;
  await expect(tab).toHaveURL(REVIEW_LINK);
  await tab.close();
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?$/);
  expect(await feedbackOf(request, 'le-comptoir')).toContainEqual(expect.objectContaining({ orderNumber, rate: 5, comments: 'Parfait, merci !', name: 'Alice', opt_in_promotions: true }));
});

test('accounts 1 and 2, checkout 4: once the order reaches its last step, tracking invites to the feedback page of that order', async ({ page, request }) => {
  const orderNumber = await placeAnOrder(request);
  await page.goto(`le-comptoir/trackOrder?orderId=${orderNumber}`);
  const steps = page.getByTestId('track-step');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'current');
  const invitation = page.getByRole('link', { name: 'Donner mon avis' });
  await expect(invitation).toHaveCount(0);
  // checkout 4: validated is not the end of a take-away order; ready to pick up is.
  await staging(request).advance(orderNumber);
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'current');
  await expect(invitation).toHaveCount(0);
  await staging(request).advance(orderNumber);
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-state', 'done');
  await expect(page.getByRole('heading', { level: 2, name: 'Votre commande vous a plu ?' })).toBeVisible();
  await audit(page, 'the tracking page inviting to give feedback');

  await invitation.click();
  // Issue 8: only the order number goes in the address, nothing personal.
  await expect(page).toHaveURL(new RegExp(`/le-comptoir/feedback/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Votre avis' })).toBeVisible();
  await expect(page.getByText('Comment s’est passée votre commande ? Votre avis aide l’équipe à s’améliorer.')).toBeVisible();
  // 3 stars open no review link: the feedback reaches the establishment for that very order.
  await page.getByRole('group', { name: 'Votre note' }).locator('label', { has: page.getByRole('radio', { name: '3 étoiles sur 5' }) }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  expect(await feedbackOf(request, 'le-comptoir')).toContainEqual(expect.objectContaining({ orderNumber, type: 'order', rate: 3, name: '', email: '' }));
});

test('accounts 8: a second feedback on the same order is refused with feedback_error, the form kept', async ({ page, request, browserProblems }) => {
  browserProblems.expectConsoleErrors(/status of 409/);
  const orderNumber = await placeAnOrder(request);
  const first = await request.post('customer/feedback?restaurant_token=le-comptoir', { data: { orderNumber, name: '', email: '', rate: 4, comments: '', opt_in_promotions: false, type: 'order' } });
  expect(first.status()).toBe(200);
  await page.goto(`le-comptoir/feedback/${orderNumber}`);
  // A star is pressed where it is drawn (its label).
  const stars = page.getByRole('group', { name: 'Votre note' });
  await stars.locator('label', { has: page.getByRole('radio', { name: '2 étoiles sur 5' }) }).click();
  await expect(stars.getByRole('radio', { name: '2 étoiles sur 5' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Votre commentaire (facultatif)' }).fill('Encore un avis');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Votre avis n’a pas pu être envoyé. Réessayez dans un instant.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Votre commentaire (facultatif)' })).toHaveValue('Encore un avis');
  await expect(page).toHaveURL(new RegExp(`/feedback/${orderNumber}$`));
});

test('browsing 2.11 and accounts 4: a room-directory feedback tile opens the form in a dialog that closes once sent', async ({ page, request }, testInfo) => {
  const email = `guest-${testInfo.project.name}-${testInfo.retry}@example.com`;
  await page.goto('hotel-riviera/roomdirectory');
  const tiles = page.getByRole('list', { name: 'Services de l’établissement' });
  await tiles.getByRole('button', { name: /Votre avis/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre avis' });
  await expect(dialog).toBeVisible();
  // accounts 5: in the room context the e-mail is required.
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toBeVisible();
  await audit(page, 'the room-directory feedback dialog');
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Votre nom' }).fill('Chambre 12');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  expect(await feedbackOf(request, 'hotel-riviera')).toContainEqual(expect.objectContaining({ type: 'room', email, name: 'Chambre 12', rate: 5 }));
});

/** A massage booked at the Hôtel Mimosa (no time slots), and the feedback link of its e-mail. */
async function aBookingFeedbackLink(request: APIRequestContext, email: string): Promise<string> {
  const booked = await request.post(BOOKING_PATHS.submit('hotel-mimosa'), { data: { name: 'Bob Martin', email, nbPerson: 1, roomCategoryBookingId: 232 } });
  expect(booked.ok()).toBe(true);
  const { uuid } = (await booked.json()) as { uuid: string };
  const mails = await request.get(BOOKING_ADMIN_ROUTES.mails, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  const mail = ((await mails.json()) as { uuid: string; feedbackLink: string }[]).find((each) => each.uuid === uuid);
  expect(mail, `no booking e-mail for ${uuid}`).toBeTruthy();
  return mail!.feedbackLink;
}

test('accounts 2 and 4: the booking feedback page, opened from the booking e-mail, goes Home once sent', async ({ page, request }, testInfo) => {
  // A booking of its own per run and project (the platform takes one feedback per booking).
  const email = `massage-${testInfo.project.name}-${Date.now()}@example.com`;
  const link = await aBookingFeedbackLink(request, email);
  // issue 8: no personal detail in the link; the platform knows who booked. issue 15: the link carries the
  // booking's token, which the page passes on (without it, the platform takes no feedback on the booking).
  expect(link).not.toContain('example.com');
  expect(link).toMatch(/[?&]token=[A-Za-z0-9_-]{43}(&|$)/);
  await page.goto(link.slice(1));
  await expect(page.getByText('Comment s’est passé « Massage relaxant » ? Dites-le à l’équipe.')).toBeVisible();
  await audit(page, 'the booking feedback page');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  await expect(page).not.toHaveURL(/feedback-booking/);
  const eventBookingId = Number(new URL(link, 'http://storefront.test').searchParams.get('eventBookingId'));
  expect(await feedbackOf(request, 'hotel-mimosa')).toContainEqual(expect.objectContaining({ kind: 'booking', eventBookingId, email, rate: 5 }));
});

test('accounts 2: a feedback link without a booking id, or without its token (issue 15), says so', async ({ page }) => {
  await page.goto('hotel-riviera/feedback-booking?eventBookingId=abc');
  await expect(page.getByRole('alert')).toHaveText('Ce lien d’avis n’est pas valide. Vérifiez l’adresse reçue.');
  await audit(page, 'the feedback page of a broken link');
  await page.goto('hotel-riviera/feedback-booking?eventBookingId=1&nameEvent=Spa');
  await expect(page.getByRole('alert')).toHaveText('Ce lien d’avis n’est pas valide. Vérifiez l’adresse reçue.');
});

test('issue 15: a booking feedback link whose token is not the booking\u2019s is refused, and signs nothing', async ({ page, request, browserProblems }, testInfo) => {
  // The platform answers 404, as for a booking it does not know.
  browserProblems.expectConsoleErrors(/status of 404/);
  const email = `forged-${testInfo.project.name}-${Date.now()}@example.com`;
  const link = new URL(await aBookingFeedbackLink(request, email), 'http://storefront.test');
  link.searchParams.set('token', 'A'.repeat(43));
  await page.goto(`${link.pathname.slice(1)}${link.search}`);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/Votre avis n’a pas pu être envoyé/)).toBeVisible();
  await expect(page).toHaveURL(/feedback-booking/);
  expect(await feedbackOf(request, 'hotel-mimosa')).not.toContainEqual(expect.objectContaining({ email }));
});

test('accounts 4: in directory v2 the feedback dialog closes and goes to the v2 home', async ({ page, request }, testInfo) => {
  const email = `v2-${testInfo.project.name}-${testInfo.retry}@example.com`;
  await page.goto('hotel-mimosa/roomdirectoryV2');
  await page.getByRole('region', { name: 'Restaurant & bar' }).getByRole('button', { name: /Votre avis/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre avis' });
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await audit(page, 'the v2 directory feedback dialog');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Merci pour votre avis !')).toBeVisible();
  await expect(page).toHaveURL(/\/hotel-mimosa\/roomdirectoryV2$/);
  expect(await feedbackOf(request, 'hotel-mimosa')).toContainEqual(expect.objectContaining({ type: 'room', email, rate: 5 }));
});
