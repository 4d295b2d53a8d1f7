import { readFileSync } from 'node:fs';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

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
});
