import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShiftOnceSettled, watchLayoutShift } from './layout-shift';

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
 * Issues 6 and 17: a first visit of the menu transfers at most 160 KB of JavaScript, issue 17's aim (159.3 today),
 * compressed as the server sends it. Raised from 157 when issue 19 added four routes to the table (each a few
 * preload names in the entry), then to 160 when issues 19 and 20 added what must run with the menu: the live
 * stock's start, the banner-text and product-click rules, the exceptional opening hours and closure message of the
 * closed notice, the check for the restaurant's popup (docs/architecture.md). Bytes, not time: a library a later
 * screen needs (phone numbers, maps, payment) that slips into the first load fails here.
 */
/** Issue 21: the visitor's browser language, the catalogue it must get (and only it), the page's lang and dir. */
const FIRST_VISIT_LANGUAGES = [
  { locale: 'fr-FR', catalogue: 'fr', lang: 'fr', dir: 'ltr' },
  { locale: 'en-GB', catalogue: 'en-GB', lang: 'en-GB', dir: 'ltr' },
  { locale: 'ar', catalogue: 'ar', lang: 'ar', dir: 'rtl' },
  { locale: 'ja', catalogue: 'ja', lang: 'ja', dir: 'ltr' },
] as const;

for (const visitor of FIRST_VISIT_LANGUAGES) {
  test.describe(`a browser in ${visitor.locale}`, () => {
    test.use({ locale: visitor.locale });

    test(`issues 6, 17 and 21: the first visit of the menu transfers at most 160 KB of compressed JavaScript and one catalogue, ${visitor.catalogue}'s`, async ({ page }) => {
      const scriptBytes: Promise<number>[] = [];
      const catalogues: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scriptBytes.push(request.sizes().then((sizes) => sizes.responseBodySize));
        const file = /^\/assets\/(.+)-[\w-]{8}\.json$/.exec(new URL(request.url()).pathname);
        if (file) catalogues.push(file[1]!);
      });
      await page.goto('le-comptoir/menu/0');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const kilobytes = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
      console.log(`[${test.info().project.name}] first visit of the menu in ${visitor.locale}: ${kilobytes.toFixed(1)} KB of compressed JavaScript, catalogues ${catalogues.join(', ')}`);
      expect(kilobytes).toBeGreaterThan(50);
      expect(kilobytes).toBeLessThanOrEqual(160);
      // Exactly the visitor's catalogue: never French beside it (accounts 9: fr is the fallback, not a second download).
      expect(catalogues).toEqual([visitor.catalogue]);
      await expect(page.locator('html')).toHaveAttribute('lang', visitor.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', visitor.dir);
    });
  });
}

/**
 * Issue 17: the page's largest text (the banner's title) was drawn only once React had run, about 3 s into a
 * slow phone's visit. The early start paints the restaurant's name and banner from the early answer, and only
 * then asks for the app's scripts, which no longer share the bandwidth with that answer.
 */
test('issue 17: the restaurant\'s name and banner title are painted from the early answer, before any script is asked for', async ({ page }) => {
  const scripts: string[] = [];
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (/\/assets\/[a-z]{2}-[^/]+\.json$/.test(pathname)) catalogues.push(pathname);
  });
  let answerRestaurant: () => void = () => undefined;
  const restaurantHeld = new Promise<void>((resolve) => (answerRestaurant = resolve));
  await page.route('**/api_click_and_collect/v7/le-comptoir/restaurant', async (route) => {
    await restaurantHeld;
    await route.continue();
  });
  const heldScripts: Route[] = [];
  await page.route('**/assets/*.js', (route) => void heldScripts.push(route));
  await page.goto('le-comptoir?lang=en', { waitUntil: 'commit' });
  await expect(page.locator('.page-skeleton__card')).toHaveCount(6);
  // Without the restaurant's answer no script is asked for (the early start waits for it, 2.5 s at most).
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);

  answerRestaurant();
  const skeleton = page.locator('.page-skeleton');
  await expect(skeleton.locator('.page-skeleton__name')).toHaveText('Le Comptoir des Halles');
  await expect(skeleton.locator('.hero__title')).toHaveText('Home-made bistro cooking');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(scripts.at(-1)).toMatch(/\/assets\/index-[^/]+\.js$/);

  await page.unroute('**/assets/*.js');
  for (const route of heldScripts.splice(0)) await route.continue();
  await expect(page.locator('#hero-title')).toHaveText('Home-made bistro cooking');
  await expect(skeleton).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The visitor's catalogue only (a JSON file, preloaded by the early start and read by the app with the same request).
  expect(catalogues).toHaveLength(1);
  expect(catalogues[0]).toMatch(/\/assets\/en-[^/]+\.json$/);
});

/** Issue 17: the footer drawn near the top, then pushed 4,000 px down, cost a CLS of 0.242; nothing may move again unseen. */
test('issue 17: the first visit of the menu shifts no layout (CLS at most 0.01) @layout', async ({ page }) => {
  await watchLayoutShift(page);
  for (const address of ['le-comptoir', 'grande-carte']) {
    await page.goto(address);
    await expect(page.locator('#hero-title')).toBeVisible();
    const shift = await layoutShiftOnceSettled(page);
    expect(shift, `${address}: layout shift`).toBeLessThanOrEqual(0.01);
  }
});
