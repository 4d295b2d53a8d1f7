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
