import { readFileSync } from 'node:fs';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';
import { mapPixels } from './map-pixels';

/**
 * The maps (checkout 2 address block, browsing 2.3 about page): maplibre-gl loads only on a screen that
 * shows a map, draws the simulator's offline style with the restaurant's marker, and nothing is fetched
 * from another host (map tiles cannot be reached from here, and a customer's page must not depend on them).
 */
test('the about page draws the restaurant on a map, loading maplibre-gl there only and nothing from outside', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => /maplibre/.test(url)), 'the menu loads no map code').toEqual([]);

  await page.goto('le-comptoir/about');
  const map = page.getByTestId('place-map');
  await expect(map).toHaveAttribute('data-state', 'shown');
  await expect(map.locator('canvas')).toBeVisible();
  await expect(page.getByLabel('Le Comptoir des Halles sur la carte')).toBeVisible();
  expect(requested.some((url) => url.endsWith('/map/style.json'))).toBe(true);
  expect(requested.some((url) => /maplibre-gl-worker-[^/]+\.mjs$/.test(url))).toBe(true);
  const origin = new URL(baseURL!).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  await audit(page, 'the about page with its map');
});

/**
 * Issue 19: a map shows the place. Its canvas draws real geography (land, water, the streets and places
 * around, from the simulator's offline data), not one flat tint, and the marker stands on the place, at the
 * map's centre, with the address written beside the map. At both widths (the map's box differs).
 */
test('issue 19: the about map draws the place around the restaurant and its marker', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-comptoir/about');
  const map = page.getByTestId('place-map');
  await expect(map).toHaveAttribute('data-state', 'shown');
  await expect(page.locator('address')).toContainText('12 rue Montorgueil');

  const marker = page.getByLabel('Le Comptoir des Halles sur la carte');
  await expect(marker).toBeVisible();
  const [box, pin] = [await map.boundingBox(), await marker.boundingBox()];
  // maplibre's marker hangs from the point: its bottom tip is at the map's centre.
  expect(Math.abs(pin!.x + pin!.width / 2 - (box!.x + box!.width / 2)), 'the marker is at the centre across').toBeLessThan(4);
  expect(Math.abs(pin!.y + pin!.height - (box!.y + box!.height / 2)), 'the marker tip is at the centre down').toBeLessThan(8);

  // The layers draw after 'load': the canvas is read until they are there. A flat map is one colour.
  await expect.poll(async () => (await mapPixels(page, map)).secondShare, { message: "the second colour's share of the map" }).toBeGreaterThan(0.001);
  const pixels = await mapPixels(page, map);
  expect(pixels.commonestShare, 'no colour covers the whole map').toBeLessThan(0.995);
  expect(pixels.distinctColours, 'drawn marks (anti-aliased edges) give many colours').toBeGreaterThan(10);
  // The place names around, written by the page (the offline style has no glyphs).
  await expect(map.locator('.place-map__label', { hasText: 'rue Montorgueil' })).toBeVisible();
  await expect(map.getByText('Natural Earth', { exact: false })).toBeAttached();
});

test('a map that cannot be drawn is left out, the address still written', async ({ page, browserProblems }) => {
  browserProblems.expectConsoleErrors(/status of 503 \(Service Unavailable\) \(.*\/map\/style\.json\)/);
  await page.route('**/map/style.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('le-comptoir/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Le Comptoir des Halles' })).toBeVisible();
  await expect(page.getByTestId('place-map')).toHaveCount(0);
  await expect(page.locator('address')).toContainText('12 rue Montorgueil');
});

test('checkout 2: the tracking page shows where to pick the order up, on a map', async ({ page, request }) => {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  const { data } = (await placed.json()) as { data: { order_number: string } };
  await page.goto(`le-comptoir/trackOrder?orderId=${data.order_number}`);
  await expect(page.getByTestId('tracking-address')).toContainText('12 rue Montorgueil');
  await expect(page.getByTestId('place-map')).toHaveAttribute('data-state', 'shown');
  await expect(page.getByLabel('Le Comptoir des Halles sur la carte')).toBeVisible();
  // Issue 19: the place drawn around it, not a flat tint.
  await expect.poll(async () => (await mapPixels(page, page.getByTestId('place-map'))).secondShare).toBeGreaterThan(0.001);
});

/**
 * checkout 3 deliveryData latitude, longitude, and checkout 2's address block: the street proposes the
 * addresses the platform knows; the one picked (with the keyboard) fills post code and city and gives the
 * order its position, and tracking draws the delivery address on a map. Typed by hand, it has none.
 */
test('checkout 2 and 3: a delivery address picked from the suggestions is shown on the tracking map', async ({ page }) => {
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await basket.getByRole('button', { name: 'Augmenter la quantité de Burger du Comptoir' }).click();
  await basket.getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('radio', { name: 'Livraison', exact: true }).check();

  const street = page.getByRole('combobox', { name: 'Numéro et rue' });
  await street.pressSequentially('12 rue montor');
  const suggestions = page.getByRole('listbox', { name: 'Adresses proposées' });
  await expect(suggestions.getByRole('option')).toHaveText(['12 rue Montorgueil, 75002 Paris']);
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await audit(page, 'the delivery street with its suggestions');
  await street.press('ArrowDown');
  await expect(street).toHaveAttribute('aria-activedescendant', /.+/);
  await street.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(street).toHaveValue('12 rue Montorgueil');
  await expect(page.getByLabel('Code postal')).toHaveValue('75002');
  await expect(page.getByLabel('Ville')).toHaveValue('Paris');
  await expect(page.getByText('Adresse reconnue : elle sera montrée sur la carte du suivi.')).toBeVisible();

  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Valider la commande · 36,90 €' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  await expect(page.getByTestId('tracking-address')).toContainText('12 rue Montorgueil');
  await expect(page.getByTestId('place-map')).toHaveAttribute('data-state', 'shown');
  await expect(page.getByLabel('L’adresse de livraison sur la carte')).toBeVisible();
});

test('checkout 3: a delivery address typed by hand is tracked without a map: no position is guessed', async ({ page, request }) => {
  const placed = await request.post('le-comptoir/order/', {
    headers: { 'content-type': 'application/json' },
    data: readFileSync(new URL('../../cli/examples/delivery-order.json', import.meta.url), 'utf8'),
  });
  expect(placed.ok()).toBe(true);
  const { data } = (await placed.json()) as { data: { order_number: string } };
  await page.goto(`le-comptoir/trackOrder?orderId=${data.order_number}`);
  await expect(page.getByTestId('tracking-address')).toBeVisible();
  await expect(page.getByTestId('tracking-total')).toBeVisible();
  await expect(page.getByTestId('place-map')).toHaveCount(0);
});

/**
 * Issue 22.13: maplibre-gl's own words (its "use two fingers to move the map" hint over the map, its
 * titles) were English on French pages; they come from our texts, in the page's language.
 */
test("the map's two-finger hint and titles speak the page's language", async ({ page }) => {
  await page.goto('le-comptoir/about');
  const map = page.getByTestId('place-map');
  await expect(map).toHaveAttribute('data-state', 'shown');
  await expect(map.locator('.maplibregl-mobile-message')).toHaveText('Utilisez deux doigts pour déplacer la carte');
  await expect(map.locator('.maplibregl-desktop-message')).toHaveText(/^Utilisez (Ctrl|⌘) \+ molette pour zoomer sur la carte$/);
  await expect(map.locator('.maplibregl-canvas')).toHaveAttribute('aria-label', 'Carte');

  await page.goto('le-comptoir/about?lang=en');
  await expect(page.getByTestId('place-map')).toHaveAttribute('data-state', 'shown');
  await expect(page.getByTestId('place-map').locator('.maplibregl-mobile-message')).toHaveText('Use two fingers to move the map');
});
