import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { mapPixels } from './map-pixels';

/**
 * The store locator (browsing 2.1, 2.12, 9; issue 19) at Le Fournil, a group of 8 bakeries in Paris, Lyon
 * and Nice: the page frames the map route in its language, the list sorts by distance from a place searched
 * by keyboard (the simulator's geocoder, nothing outside) or from the device's position (asked only on a
 * click), the map draws its markers, and a marker click selects its site.
 */
const cardNames = (page: Page) => page.getByTestId('site-card').getByRole('heading').allTextContents();

test('the store locator page frames the map route, passing the language', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-fournil/storelocator?lang=en&product_ids=3104&product_ids_type=product');
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/le-fournil\/storelocatormap\?/);
  const framed = new URL((await frame.getAttribute('src'))!, page.url());
  expect(Object.fromEntries(framed.searchParams)).toEqual({ lang: 'en-GB', product_ids: '3104', product_ids_type: 'product' });
  const inside = page.frameLocator('iframe');
  await expect(inside.getByRole('heading', { level: 1, name: 'Le Fournil' })).toBeVisible();
  await expect(inside.getByTestId('site-card')).toHaveCount(8);
  await expect(inside.getByText('Coffee éclair: unavailable here').or(inside.getByText('Coffee éclair : unavailable here')).first()).toBeVisible();
  // browsing 2.1: the map route has no top bar and no footer.
  await expect(inside.locator('footer')).toHaveCount(0);
  await expect(inside.locator('header')).toHaveCount(0);
  await audit(page, 'the store locator page and its frame');
});

test('browsing 2.12: a place searched by keyboard re-sorts the list by distance, the map draws its 8 markers', { tag: '@layout' }, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('le-fournil/storelocatormap');
  await expect(page.getByTestId('site-card')).toHaveCount(8);
  // Before any place: the group's order, no distance.
  expect((await cardNames(page))[0]).toBe('Le Fournil Montorgueil');

  const search = page.getByRole('combobox', { name: 'Adresse, ville ou code postal' });
  await search.fill('place Bellecour');
  await expect(page.getByRole('option', { name: 'place Bellecour, 69002 Lyon' })).toBeVisible();
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/);
  await search.press('Enter');
  await expect(page.getByTestId('store-locator-origin')).toContainText('place Bellecour, 69002 Lyon');
  await expect.poll(async () => (await cardNames(page)).slice(0, 2)).toEqual(['Le Fournil Bellecour', 'Le Fournil Croix-Rousse']);
  const names = await cardNames(page);
  expect(names.slice(2, 4).sort()).toEqual(['Le Fournil Masséna', 'Le Fournil du Port']);
  // Distances in km in the page's language (French: a comma).
  await expect(page.getByTestId('site-card').nth(1)).toContainText(/à 2,\d\s*km/);

  // The map: its canvas drawn (not one flat colour) and a 40 px marker button per site.
  const map = page.getByTestId('sites-map');
  await expect(map).toHaveAttribute('data-state', 'shown');
  const markers = map.locator('.places-map__marker');
  await expect(markers).toHaveCount(8);
  const size = await page.getByRole('button', { name: 'Le Fournil Bellecour sur la carte' }).boundingBox();
  expect([Math.round(size!.width), Math.round(size!.height)]).toEqual([40, 40]);
  // On a phone the map is under the list: it is read where the customer scrolls to see it.
  await map.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await mapPixels(page, map)).secondShare).toBeGreaterThan(0.001);
  expect((await mapPixels(page, map)).commonestShare).toBeLessThan(0.995);

  // A marker click selects its site, a second deselects it.
  const marker = page.getByRole('button', { name: 'Le Fournil Bellecour sur la carte' });
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Le Fournil Bellecour', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'false');

  // Nothing outside was reached: the geocoder and the map's style are the simulator's.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(requested.some((url) => url.includes('/api/geocoding/autocomplete?'))).toBe(true);
  await audit(page, 'the store locator with a place searched');
});

test.describe('the device position', () => {
  test.use({ geolocation: { latitude: 43.6976, longitude: 7.2702 }, permissions: ['geolocation'] });

  test('browsing 2.12: asked only on a click, it sorts the list from where the customer is', async ({ page }) => {
    await page.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { positionAsked: typeof asked }).positionAsked = asked;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        asked.count += 1;
        original(...args);
      };
    });
    await page.goto('le-fournil/storelocatormap');
    await expect(page.getByTestId('site-card')).toHaveCount(8);
    expect(await page.evaluate(() => (window as unknown as { positionAsked: { count: number } }).positionAsked.count), 'not asked on load').toBe(0);
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await expect(page.getByTestId('store-locator-origin')).toHaveText('Du plus proche au plus loin de votre position');
    expect((await cardNames(page)).slice(0, 2)).toEqual(['Le Fournil Masséna', 'Le Fournil du Port']);
    expect(await page.evaluate(() => (window as unknown as { positionAsked: { count: number } }).positionAsked.count)).toBe(1);
  });
});
