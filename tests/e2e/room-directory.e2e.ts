import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.2, 2.9 and 2.11: the Hôtel Riviera is a room directory. A visit from a room's QR code
 * (`?app=room`) lands on the directory, once; its tiles open a parent page, custom pages, the hotel's
 * own menu and an external guide (a new tab on desktop, the same tab on a phone).
 */
test('browsing 2.9: the room directory from a hotel room: tiles, parent page, custom page, the menu', { tag: '@layout' }, async ({ page }, testInfo) => {
  await page.goto('hotel-riviera?app=room');
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Riviera' })).toBeVisible();
  await expect(page.getByText('Tout votre séjour, depuis votre chambre')).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Services de l’établissement' });
  // By position (then id); the booking tiles open their pages, the feedback tile its form (issue 8).
  await expect(tiles.locator('.directory-tile__title')).toHaveText(['Room service', 'Petit-déjeuner', 'Une coupe de champagne', 'Spa', 'Soin au spa', 'Guide de Nice', 'Table au restaurant', 'Informations pratiques', 'Votre avis']);
  await expect(page.getByText('Réception ouverte 24 h/24 : composez le 9 depuis votre chambre.')).toBeVisible();
  await audit(page, 'the room directory');

  // browsing 2.10: the footer's labels by position, each opening a dialog with its description.
  const labels = page.getByRole('region', { name: 'Labels et distinctions' });
  await expect(labels.getByRole('button')).toHaveText(['Clef Verte', 'Hôtel 4 étoiles']);
  await labels.getByRole('button', { name: 'Clef Verte' }).click();
  const label = page.getByRole('dialog', { name: 'Clef Verte' });
  await expect(label.getByText('Label environnemental : énergie, eau et déchets suivis chaque année.')).toBeVisible();
  await audit(page, 'a room directory label');
  await page.keyboard.press('Escape');
  await expect(label).toHaveCount(0);

  // browsing 2.11: a schemeless external link gets https://; a new tab on desktop, the same tab on a phone.
  const guide = tiles.getByRole('link', { name: /Guide de Nice/ });
  await expect(guide).toHaveAttribute('href', 'https://www.explorenicecotedazur.com/');
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  if (testInfo.project.name === 'phone') await expect(guide).not.toHaveAttribute('target', /.*/);
  else await expect(guide).toHaveAttribute('target', '_blank');

  // A parent: back button, its picture and description, its children (the disabled brunch hidden).
  await tiles.getByRole('link', { name: /Petit-déjeuner/ }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory\/parent\/102$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Petit-déjeuner' })).toBeVisible();
  await expect(page.getByText('En chambre ou en salle, de 7 h à 10 h 30.')).toBeVisible();
  const children = page.getByRole('list', { name: 'Services : Petit-déjeuner' });
  await expect(children.locator('.directory-tile__title')).toHaveText(['Petit-déjeuner continental en chambre', 'Petit-déjeuner en chambre', 'Buffet en salle']);
  await audit(page, 'a room directory parent page');
  await page.getByRole('link', { name: 'Retour aux services' }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);

  // A custom page shows the hotel's content.
  await tiles.getByRole('link', { name: /Spa/ }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory\/custompage\/103$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Le spa Riviera' })).toBeVisible();
  await audit(page, 'a room directory custom page');
  await page.getByRole('link', { name: 'Retour aux services' }).click();

  // The room-service tile is a link to the hotel's own menu: an internal route.
  await tiles.getByRole('link', { name: /Room service/ }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/menu\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Reached once: the home no longer sends this visit back to the directory.
  await page.goto('hotel-riviera');
  await expect(page).toHaveURL(/\/hotel-riviera\/menu\/\d+/);
});

test('browsing 2.9: a non-numeric page id goes to the directory home; a web visit is not redirected', async ({ page }) => {
  await page.goto('hotel-riviera/roomdirectory/custompage/spa');
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  await page.goto('hotel-riviera/roomdirectory/parent/x1');
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à l’Hôtel Riviera' })).toBeVisible();

  // In English, the hotel's own texts too.
  await page.goto('hotel-riviera/roomdirectory/parent/102?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Breakfast' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Services: Breakfast' }).locator('.directory-tile__title')).toHaveText(['Continental breakfast in your room', 'Breakfast in your room', 'Breakfast room buffet']);
  await expect(page.getByRole('link', { name: 'Back to the services' })).toBeVisible();

  // Without a room link, the hotel's address opens its menu (browsing 2.2: the app type is not a hotel room).
  const web = await page.context().browser()!.newPage();
  await web.goto(new URL('/hotel-riviera', page.url()).href);
  await expect(web).toHaveURL(/\/hotel-riviera\/menu\/\d+/);
  await web.close();
});
