import type { Locator, Page } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { testNow } from './test-now';

/** accounts 2: Glacier des Quais's first screen, for its ice cream to build (product 101). */
const SCREEN1 = 'glacier-des-quais/productOptionsPresenter?screen_name=screen1&productId=101';

const block = (page: Page, optionId: number) => page.locator(`section[data-option-id="${optionId}"]`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

// fixtures.ts would shift the page's Date once more: Playwright's clock takes the run's instant itself.
test.use({ shiftPageDate: false });

test.describe('presenter screen, landscape (accounts 2 and 9: 10 by 8 grid from 1,000 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the option blocks stand on the grid in 10 % and 12.5 % steps, and the carousel turns every 15 s', async ({ page }) => {
    await page.clock.install({ time: testNow().toJSDate() });
    await page.goto(SCREEN1);
    await expect(block(page, 1).getByRole('heading', { name: 'Nos parfums' })).toBeVisible();
    // accounts 2: no storefront header or footer on a shop's screen.
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const grid = await box(page.locator('.presenter__grid'));
    const flavours = await box(block(page, 1));
    const scoops = await box(block(page, 2));
    const cone = await box(block(page, 3));
    // Flavours: columns 0-5, rows 0-5 (60 % by 75 %); scoops from column 6 (60 %); cone or cup from row 3 (37.5 %).
    expect(flavours.x - grid.x).toBeCloseTo(0, 0);
    expect(flavours.width / grid.width).toBeCloseTo(0.6, 2);
    expect(flavours.height / grid.height).toBeCloseTo(0.75, 2);
    expect((scoops.x - grid.x) / grid.width).toBeCloseTo(0.6, 2);
    expect(scoops.height / grid.height).toBeCloseTo(0.375, 2);
    expect((cone.y - grid.y) / grid.height).toBeCloseTo(0.375, 2);

    // accounts 2: 10 flavours, above 7, in lines of limitPerLine 5; prices with 2 decimals and the euro sign.
    await expect(block(page, 1).locator('ul')).toHaveCount(2);
    await expect(block(page, 1).locator('ul').first().getByRole('listitem')).toHaveCount(5);
    await expect(block(page, 2).getByRole('listitem').filter({ hasText: '2 boules' })).toContainText(/\+ 2,00\s€/);
    await expect(block(page, 2).getByRole('listitem').filter({ hasText: '1 boule' })).toContainText('Inclus');
    await audit(page, 'the presenter screen in landscape');

    // accounts 4: state 1 shows cone or cup, 2 the toppings, 3 the sorbets, then 1 again, every 15 s.
    const presenter = page.locator('.presenter');
    await expect(presenter).toHaveAttribute('data-carousel-state', '1');
    await expect(page.getByRole('heading', { name: 'Nappages' })).toHaveCount(0);
    await page.clock.fastForward(15_000);
    await expect(presenter).toHaveAttribute('data-carousel-state', '2');
    await expect(page.getByRole('heading', { name: 'Nappages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cornet ou pot' })).toHaveCount(0);
    expect((await box(block(page, 4))).y).toBeCloseTo(cone.y, 0);
    await page.clock.fastForward(15_000);
    await expect(page.getByRole('heading', { name: 'Nos sorbets' })).toBeVisible();
    await expect(presenter).toHaveAttribute('data-carousel-state', '3');
    await page.clock.fastForward(15_000);
    await expect(page.getByRole('heading', { name: 'Cornet ou pot' })).toBeVisible();
    // The blocks shown always stayed.
    await expect(page.getByRole('heading', { name: 'Nos parfums' })).toBeVisible();
  });

  test('accounts 2 and 9: orientation=vertical draws in portrait at any width, a 10 s screen turns at 10 s, in the asked language', async ({ page }) => {
    await page.clock.install({ time: testNow().toJSDate() });
    await page.goto('glacier-des-quais/productOptionsPresenter?screen_name=screen2&orientation=vertical&language=en');
    await expect(page.getByRole('heading', { name: 'Our flavours' })).toBeVisible();
    await expect(page.locator('.presenter')).toHaveClass(/presenter--portrait/);
    await expect(page.getByRole('heading', { name: 'Cone or cup' })).toBeVisible();
    // accounts 2 (issue 19): the screen's own texts follow the asked language too, not only the shop's names.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.locator('.presenter__dots')).toHaveText('Page 1 of 3');
    await expect(page).toHaveTitle(/^Screen screen2/);
    await audit(page, 'the presenter screen in English, portrait on a desktop');
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('heading', { name: 'Our sorbets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cone or cup' })).toHaveCount(0);
  });

  test('a screen the shop does not have, or a shop without screens, says so instead of a blank page', async ({ page }) => {
    await page.goto('glacier-des-quais/productOptionsPresenter?screen_name=screen9');
    await expect(page.getByRole('heading', { name: 'Aucun écran nommé « screen9 » pour cet établissement.' })).toBeVisible();
    await page.goto('le-comptoir/productOptionsPresenter');
    await expect(page.getByRole('heading', { name: 'Cet établissement n’a pas encore d’écran de présentation.' })).toBeVisible();
    await audit(page, 'the presenter screen of a shop without screens');
  });
});

test.describe('presenter screen, portrait (accounts 9: below 1,000 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the blocks stack at full width in reading order, and the carousel still turns', async ({ page }) => {
    await page.clock.install({ time: testNow().toJSDate() });
    await page.goto(SCREEN1);
    await expect(page.getByRole('heading', { name: 'Nos parfums' })).toBeVisible();
    await expect(page.locator('.presenter')).toHaveClass(/presenter--portrait/);
    const grid = await box(page.locator('.presenter__grid'));
    const flavours = await box(block(page, 1));
    const scoops = await box(block(page, 2));
    const cone = await box(block(page, 3));
    expect(flavours.width).toBeCloseTo(grid.width, 0);
    expect(scoops.y).toBeGreaterThanOrEqual(flavours.y + flavours.height);
    expect(cone.y).toBeGreaterThanOrEqual(scoops.y + scoops.height);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await audit(page, 'the presenter screen in portrait');
    await page.clock.fastForward(15_000);
    await expect(page.getByRole('heading', { name: 'Nappages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cornet ou pot' })).toHaveCount(0);
  });

  test("accounts 2 (issue 19): a screen's messages are in the asked language, whatever the visitor's", async ({ page }) => {
    await page.goto('glacier-des-quais/productOptionsPresenter?screen_name=screen9&language=en');
    await expect(page.getByRole('heading', { name: 'No screen named “screen9” for this establishment.' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await audit(page, 'the message of an unknown screen, in English, on a phone');
    await page.goto('glacier-des-quais/productOptionsPresenter?screen_name=screen9');
    await expect(page.getByRole('heading', { name: 'Aucun écran nommé « screen9 » pour cet établissement.' })).toBeVisible();
  });
});
