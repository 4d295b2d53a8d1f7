import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * The about page (browsing 2.1): address, phone, the week's opening hours with the long weekday names in
 * the visitor's language, open or closed now in the restaurant's zone, a map link, the order types.
 * The browser's clock is set, so "open now" does not depend on when the test runs (Playwright's clock:
 * fixtures.ts does not shift it again).
 */
test.use({ shiftPageDate: false });

test('about Le Comptoir: hours, open now, contact, order types, in French and in English', async ({ page }) => {
  // Tuesday 24 November 2026, 13:00 in Paris.
  await page.clock.setFixedTime(new Date('2026-11-24T12:00:00Z'));
  await page.goto('le-comptoir/menu/0');
  // Reached from the header on a wide screen, from the footer on a phone (the name needs the header).
  const header = page.getByRole('banner').getByRole('link', { name: 'Infos pratiques' });
  if (await header.isVisible()) await header.click();
  else await page.getByRole('contentinfo').getByRole('link', { name: 'Infos pratiques et horaires' }).click();

  await expect(page).toHaveURL(/\/le-comptoir\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le Comptoir des Halles' })).toBeVisible();
  await expect(page.getByTestId('opening-state')).toHaveText('Ouvert · ferme à 14:30');
  const hours = page.getByRole('table', { name: 'Horaires d’ouverture de Le Comptoir des Halles' });
  await expect(hours.getByRole('rowheader')).toHaveText(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
  await expect(hours.getByRole('row', { name: /Lundi/ })).toContainText('Fermé');
  const today = hours.getByRole('row', { name: /Mardi/ });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today).toContainText('12:00 – 14:30');
  await expect(today).toContainText('19:00 – 22:30');
  await expect(page.getByRole('link', { name: 'Voir sur la carte (s’ouvre dans un nouvel onglet)' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=Le%20Comptoir/);
  await expect(page.getByRole('link', { name: 'Appeler le restaurant au 01 42 36 00 00' })).toHaveAttribute('href', 'tel:+33142360000');
  await expect(page.getByRole('region', { name: 'Modes de commande proposés' }).getByRole('listitem')).toHaveText(['À emporter', 'Livraison', 'Sur place']);
  await audit(page, 'the about page');

  // issue 21: ?lang=en is British English (a 24-hour clock); American English writes 2:30 PM.
  await page.goto('le-comptoir/about?lang=en');
  await expect(page.getByTestId('opening-state')).toHaveText('Open · closes at 14:30');
  await expect(page.getByRole('rowheader').first()).toHaveText('Monday');
  await page.goto('le-comptoir/about?lang=en-US');
  await expect(page.getByTestId('opening-state')).toHaveText(/^Open · closes at 2:30\sPM$/);
});

test('about Le Comptoir on a Monday: closed, and when it opens', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
  await page.goto('le-comptoir/about');
  await expect(page.getByTestId('opening-state')).toHaveText('Fermé · ouvre demain à 12:00');
});
