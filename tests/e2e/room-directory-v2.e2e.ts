import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.10 and 2.11: the Hôtel Mimosa's room directory is a v2 one (room_directory_version 2): a
 * visit from a room's QR code goes to /roomdirectory, which sends it to /roomdirectoryV2. Its header, menus
 * (hover halves on a desktop, an accordion behind the burger on a phone), sliders, custom and booking
 * pages and footer; every tile click is tracked as a room-directory category click.
 */
async function clicksOn(request: APIRequestContext, categoryId: number, restaurantId = 'hotel-mimosa'): Promise<number> {
  const response = await request.get(ADMIN_ROUTES.roomDirectoryClicks, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(response.ok()).toBe(true);
  const clicks = (await response.json()) as { restaurantId: string; categoryId: number }[];
  return clicks.filter((click) => click.restaurantId === restaurantId && click.categoryId === categoryId).length;
}

async function fitsTheWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'nothing wider than the screen').toBeLessThanOrEqual(0);
}

test('browsing 2.10: the v2 directory from a room: header, menu, sliders, custom page, booking page, footer; clicks tracked', { tag: '@layout' }, async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('hotel-mimosa?app=room');
  // browsing 2.9: v1 redirects to the v2 home when room_directory_version is 2.
  await expect(page).toHaveURL(/\/hotel-mimosa\/roomdirectoryV2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Mimosa' })).toBeVisible();
  await expect(page.getByText('Votre séjour sur la Croisette')).toBeVisible();
  // browsing 9: the phone button, its number grouped by two digits.
  await expect(page.getByRole('link', { name: 'Appeler le 04 93 99 00 00' })).toHaveAttribute('href', 'tel:+33493990000');
  // The main-page CTAs, by their position.
  await expect(page.locator('.rd2-main-ctas__button')).toHaveText(['Room service', 'Dîner au restaurant']);
  await expect(page.getByRole('region', { name: 'Services de l’établissement' }).locator('.rd2-card__title')).toHaveText(['Room service', 'Informations pratiques', 'Petit-déjeuner']);
  // The disabled festival is hidden; the others by position.
  await expect(page.getByRole('region', { name: 'Découvrir Cannes' }).locator('.rd2-card__title')).toHaveText(['Office de tourisme', 'Nos plages']);
  await fitsTheWidth(page);
  await audit(page, 'the room directory v2');

  const spaClicks = await clicksOn(request, 231);
  if (phone) {
    // browsing 2.10: the fixed bar of mobile CTAs, by mobileCtaPosition.
    await expect(page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link')).toHaveText(['Room service', 'Petit-déjeuner', 'Informations pratiques']);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu de l’établissement' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/rd2-scroll-locked/);
    const restaurant = menu.getByRole('button', { name: 'Restaurant & bar' });
    const wellness = menu.getByRole('button', { name: 'Bien-être' });
    await restaurant.click();
    await expect(restaurant).toHaveAttribute('aria-expanded', 'true');
    // One item open at a time.
    await wellness.click();
    await expect(wellness).toHaveAttribute('aria-expanded', 'true');
    await expect(restaurant).toHaveAttribute('aria-expanded', 'false');
    await audit(page, 'the v2 mobile menu');
    await menu.getByRole('link', { name: 'Spa' }).click();
    // Chosen: the menu closes and the page scrolls again.
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/rd2-scroll-locked/);
  } else {
    // browsing 2.10: the hover menu, split around the logo (left half rounded up), 1 to 3 images.
    const menu = page.getByRole('navigation', { name: 'Menu de l’établissement' });
    await expect(menu.locator('.rd2-desktop-menu__half').first().getByRole('button')).toHaveText(['Restaurant & bar', 'Bien-être']);
    await expect(menu.locator('.rd2-desktop-menu__half').last().getByRole('button')).toHaveText(['Découvrir Cannes']);
    await menu.getByRole('button', { name: 'Bien-être' }).hover();
    await expect(menu.getByRole('link', { name: 'Massage relaxant' })).toBeVisible();
    await expect(menu.locator('.rd2-desktop-menu__images img:visible')).toHaveCount(3);
    await audit(page, 'the v2 desktop menu');
    // Escape closes it and gives the focus back to the category; its button opens it again.
    await menu.getByRole('link', { name: 'Piscine' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'Bien-être' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Piscine' })).toBeHidden();
    await menu.getByRole('button', { name: 'Bien-être' }).click();
    await menu.getByRole('link', { name: 'Spa' }).click();
  }
  await expect(page).toHaveURL(/\/hotel-mimosa\/roomdirectoryV2\/custompage\/231$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Le spa' })).toBeVisible();
  // browsing 2.11: the click was tracked as a room-directory category click.
  // (Both viewports run on one simulator at once: at least this one.)
  await expect.poll(() => clicksOn(request, 231)).toBeGreaterThan(spaClicks);
  // On another page the header starts collapsed, with a back button.
  await expect(page.getByRole('button', { name: 'Afficher l’en-tête' })).toHaveAttribute('aria-expanded', 'false');
  await audit(page, 'a v2 custom page');
  await page.getByRole('link', { name: 'Retour aux services' }).click();
  await expect(page).toHaveURL(/\/hotel-mimosa\/roomdirectoryV2$/);

  // A booking: its page shows its content and opens the booking form's route.
  await page.getByRole('region', { name: 'Restaurant & bar' }).getByRole('link', { name: /Dîner au restaurant/ }).click();
  await expect(page).toHaveURL(/\/hotel-mimosa\/roomdirectoryV2\/booking\/221$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dîner au Mimosa' })).toBeVisible();
  await expect(page.getByText('55,00 € par personne')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réserver', exact: true })).toHaveAttribute('href', '/hotel-mimosa/booking-form-room-directory/221');
  await fitsTheWidth(page);
  await audit(page, 'a v2 booking page');
  await page.getByRole('link', { name: 'Retour aux services' }).click();

  // The footer: useful infos, the links deduplicated by name (Instagram once), the labels, the message.
  await expect(page.getByRole('region', { name: 'Informations utiles' }).getByText('reception@hotel-mimosa.example')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Réseaux sociaux et avis' }).getByRole('link')).toHaveText([/Instagram/, /Facebook/, /TripAdvisor/, /Google/]);
  await page.getByRole('button', { name: 'Clef Verte' }).click();
  await expect(page.getByRole('dialog', { name: 'Clef Verte' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Réception ouverte 24 h/24 : composez le 9 depuis votre chambre.')).toBeVisible();
});

test('browsing 2.10: scrolling collapses the header, the top expands it; the arrow toggles it', { tag: '@layout' }, async ({ page }) => {
  await page.goto('hotel-mimosa/roomdirectoryV2');
  const arrow = page.getByRole('button', { name: /l’en-tête/ });
  await expect(arrow).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.wheel(0, 800);
  await expect(arrow).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(arrow).toHaveAttribute('aria-expanded', 'true');
  // Collapsed by the arrow, the top does not expand it.
  await arrow.click();
  await expect(arrow).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(arrow).toHaveAttribute('aria-expanded', 'false');
  await arrow.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Mimosa' })).toBeVisible();
});

test('browsing 2.10: v2 sends a v1 directory to v1', async ({ page }) => {
  await page.goto('hotel-riviera/roomdirectoryV2');
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Riviera' })).toBeVisible();
});

test('browsing 2.10 and 8: the directory failing to load (logged) goes Home', async ({ page, browserProblems }) => {
  browserProblems.expectConsoleErrors(/status of 503 \(Service Unavailable\) \(.*\/room_directory\)/);
  await page.route('**/hotel-mimosa/room_directory', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('hotel-mimosa/roomdirectoryV2');
  await expect(page).toHaveURL(/\/hotel-mimosa(\/menu\/\d+)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('browsing 2.10: the v2 directory in English, its own texts too', async ({ page }) => {
  await page.goto('hotel-mimosa/roomdirectoryV2?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Hôtel Mimosa' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Useful information' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discover Cannes' })).toBeVisible();
  await expect(page.getByText('Informations utiles')).toHaveCount(0);
});

test('browsing 2.11: a v1 tile click is tracked too', async ({ page, request }) => {
  const before = await clicksOn(request, 103, 'hotel-riviera');
  await page.goto('hotel-riviera/roomdirectory');
  await page.getByRole('list', { name: 'Services de l’établissement' }).getByRole('link', { name: /Spa/ }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory\/custompage\/103$/);
  await expect.poll(() => clicksOn(request, 103, 'hotel-riviera')).toBeGreaterThan(before);
});
