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

test("a page's texts that cannot be loaded show in French, not as message keys", async ({ page, browserProblems }) => {
  browserProblems.expectConsoleErrors(/status of 503/, /Failed to load locale/);
  await page.route(/\/assets\/de-[\w-]{8}\.json$/, async (route) => {
    // The menu's German texts load; the German texts of the pages after the menu fail.
    const answer = await route.fetch();
    const texts = (await answer.json()) as Record<string, string>;
    if ('accessibility_statement_title' in texts) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.fulfill({ response: answer });
  });
  await page.goto('le-comptoir/accessibility?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText(/^[a-z]+(_[a-z0-9]+)+$/)).toHaveCount(0);
});
