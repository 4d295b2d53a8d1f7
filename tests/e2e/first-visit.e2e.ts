import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 5, first visit of the menu: a grey menu at once, and the API asked before the JavaScript runs. */

const API_CALLS = ['restaurant', 'products', 'product_options', 'allergens'].map((name) => `/api_click_and_collect/v7/le-comptoir/${name}`);

test('the grey menu shows before the JavaScript has arrived, then the menu replaces it', async ({ page }) => {
  // Hold the app's scripts back, as a slow network does.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('le-comptoir/menu/0', { waitUntil: 'commit' });
  const skeleton = page.locator('.page-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('.page-skeleton__card')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Burgers' })).toHaveCount(0);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test('the restaurant and its menu are asked once, by the page before its JavaScript, and the app uses those answers', async ({ page }) => {
  const asked: { path: string; at: number }[] = [];
  const scriptsDone: number[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api_click_and_collect/')) asked.push({ path: pathname, at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.match(/^\/assets\/framework-.*\.js$/)) scriptsDone.push(Date.now());
  });
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(asked.map((call) => call.path).sort()).toEqual([...API_CALLS].sort());
  // Asked before the framework (the largest script) had even arrived.
  for (const call of asked) expect(call.at).toBeLessThanOrEqual(scriptsDone[0]!);
});

/**
 * Issue 6: a first visit of the menu transfers at most 180 KB of JavaScript, compressed as the server
 * sends it. Bytes, not time: a library a later screen needs (phone numbers, maps, payment) that slips
 * into the first load fails here.
 */
test('issue 6: the first visit of the menu transfers at most 180 KB of compressed JavaScript', async ({ page }) => {
  const scriptBytes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptBytes.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kilobytes = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
  console.log(`[${test.info().project.name}] first visit of the menu: ${kilobytes.toFixed(1)} KB of compressed JavaScript`);
  expect(kilobytes).toBeGreaterThan(50);
  expect(kilobytes).toBeLessThanOrEqual(180);
});
