import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.1, checkout 7: "some restaurant ids are rewritten to long hashed ids in the path before
 * navigation". Café du Musée's settings name its hashed id (hashed_id, one of its file's aliases).
 */
const HASHED = '76eacb3afb8ab1a1ef6965b46b680ae8';

test('browsing 2.1: the short id in the address becomes the hashed id, the query kept, history replaced, nothing loaded twice @layout', async ({ page }) => {
  const settingsCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api_click_and_collect\/v7\/[^/]+\/restaurant$/.test(new URL(request.url()).pathname)) settingsCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('cafe-du-musee/menu/30?utm_source=qr');
  await expect(page).toHaveURL(new RegExp(`/${HASHED}/menu/30\\?utm_source=qr$`));
  // The short address was replaced, not pushed: the tab holds its blank start and this one entry.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
  await expect(page.getByRole('heading', { name: 'Boissons' }).first()).toBeVisible();
  await expect(page.getByText('Citronnade maison').first()).toBeVisible();
  await audit(page, 'the menu under its hashed id');

  // A link built with the short id (the header's, from the settings) goes straight to the hashed id.
  const brand = page.locator('header a.brand');
  await expect(brand).toHaveAttribute('href', `/${HASHED}`);
  await brand.click();
  await expect(page).toHaveURL(new RegExp(`/${HASHED}(/menu/0)?$`));
  await expect(page.getByText('Tarte aux poireaux').first()).toBeVisible();
  // The establishment stayed loaded while its address moved: its settings were asked once, under the short id.
  expect(settingsCalls).toEqual(['/api_click_and_collect/v7/cafe-du-musee/restaurant']);

  // Back returns to the menu's first page, under the hashed id too.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${HASHED}/menu/30\\?utm_source=qr(&subcategoryid=30)?$`));
});

test('browsing 2.1: an establishment whose settings name no hashed id keeps its short address @layout', async ({ page }) => {
  await page.goto('le-comptoir/menu/20');
  await expect(page.getByRole('link', { name: 'Limonade artisanale' })).toBeVisible();
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/20$/);
});
