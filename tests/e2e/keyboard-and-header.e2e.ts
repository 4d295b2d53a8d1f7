import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The restaurant names of the demos, the longest first (issue 6: "Le Compt..." at 375 px). */
const DEMOS = [
  ['le-comptoir', 'Le Comptoir des Halles'],
  ['hotel-riviera', 'Hôtel Riviera'],
  ['cafe-lumiere', 'Café Lumière'],
] as const;

/** Whether any part of the element's text is cut: hidden overflow, an ellipsis, a clipped line. */
function isCut(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
}

test('issue 6: the header keeps the restaurant name whole, at 375 px and on a desktop', { tag: '@layout' }, async ({ page }) => {
  for (const [id, name] of DEMOS) {
    await page.goto(`${id}/menu/0`);
    const brand = page.getByRole('banner').getByRole('link', { name });
    await expect(brand).toBeVisible();
    expect(await isCut(page, '.brand__name'), `${name} is cut in the header`).toBe(false);
    // The header still fits the screen: nothing pushed beyond its right edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

/**
 * Issue 6, accessibility: a dialog keeps the keyboard inside it (Tab and Shift+Tab never reach the page
 * behind), closes on Escape, and gives focus back to what opened it.
 */
test('issue 6: a dialog traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  const opener = page.getByRole('link', { name: 'Burger du Comptoir' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Burger du Comptoir' });
  await expect(dialog).toBeVisible();

  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  expect(await focusInDialog()).toBe(true);
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    // The browser's own chrome may take focus past the last control (body), never the page behind.
    const where = await page.evaluate(() => (document.activeElement === document.body ? 'chrome' : document.activeElement?.closest('dialog[open]') ? 'dialog' : 'page'));
    expect(where, `Tab ${step + 1} left the dialog`).not.toBe('page');
  }
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const where = await page.evaluate(() => (document.activeElement === document.body ? 'chrome' : document.activeElement?.closest('dialog[open]') ? 'dialog' : 'page'));
    expect(where, `Shift+Tab ${step + 1} left the dialog`).not.toBe('page');
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/0$/);
  await expect(opener).toBeFocused();
});
