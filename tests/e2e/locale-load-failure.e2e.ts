import { expect, test } from './fixtures';

/**
 * accounts 9 (issue 21): a locale whose catalogue cannot be loaded is logged as 'Failed to load locale', and the
 * page stays usable in French, the fallback: never raw message keys, never a blank page.
 */
test.describe('a catalogue that cannot be loaded', () => {
  test.use({ locale: 'ja-JP' });

  test("a Japanese visitor whose catalogue fails gets the menu in French, and 'Failed to load locale' is logged", async ({ page, browserProblems }) => {
    browserProblems.expectConsoleErrors(/status of 503/, /Failed to load locale/);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(/\/assets\/ja-[\w-]{8}\.json$/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('le-comptoir/menu/0');
    await expect(page.getByRole('heading', { level: 3, name: 'Entrées' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Burger du Comptoir' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(logged.some((text) => text.startsWith('Failed to load locale'))).toBe(true);
    // The French menu works: a product goes into the basket.
    await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
    await expect(page.getByRole('dialog', { name: 'Burger du Comptoir' })).toBeVisible();
  });

  test('switching to a language whose catalogue fails keeps the page in French, and the list says so', async ({ page, browserProblems }) => {
    browserProblems.expectConsoleErrors(/status of 503/, /Failed to load locale/);
    await page.route(/\/assets\/de-[\w-]{8}\.json$/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('le-comptoir/menu/0?lang=fr');
    await expect(page.getByRole('heading', { level: 3, name: 'Entrées' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 3, name: 'Entrées' })).toBeVisible();
  });
});
