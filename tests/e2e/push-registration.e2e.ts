import { expect, test } from './fixtures';

/**
 * accounts 2, 8 and issue 19: the presenter screen asks for push once it shows; the push code (adapter,
 * use case, gateway) is its own chunk, never loaded by the menu. This build has no push key
 * (VITE_PUSH_PUBLIC_KEY), so push is unsupported here: logged only, nothing shown, the screen goes on.
 */
test('accounts 2 and 8: the presenter asks for push in its own chunk; unsupported push is logged only', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => void logged.push(message.text()));
  const pushChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/browser-push-/.test(request.url())) pushChunks.push(request.url());
  });

  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pushChunks, 'the menu loads no push code').toEqual([]);

  await page.goto('glacier-des-quais/productOptionsPresenter?screen_name=screen1&productId=101');
  await expect(page.locator('section[data-option-id="1"]').getByRole('heading', { name: 'Nos parfums' })).toBeVisible();
  await expect.poll(() => logged.find((line) => line.startsWith('Push messaging unsupported'))).toBe('Push messaging unsupported: no push public key is configured (VITE_PUSH_PUBLIC_KEY)');
  expect(pushChunks).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
