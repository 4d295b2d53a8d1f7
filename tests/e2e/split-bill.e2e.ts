import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { orderAtTable } from './table-orders';

test('issue 20 item 2 @layout: two guests split the bill, each sees the other\'s share live, and an item is paid once', async ({ page, browser, request }, testInfo) => {
  // One table per viewport and retry: the two projects run at once on the same simulator.
  const table = String(600 + testInfo.retry + (testInfo.project.name === 'phone' ? 0 : 50));
  await orderAtTable(request, table, 2);
  await orderAtTable(request, table, 1);
  const other = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });

  await page.goto(`cafe-lumiere/hub?number=${table}`);
  await other.goto(`cafe-lumiere/hub?number=${table}`);
  await expect(page.getByTestId('hub-bill-left')).toHaveText(/37,50\s€/);
  await expect(other.getByTestId('hub-bill-left')).toHaveText(/37,50\s€/);

  // The first guest pays an equal share of 3 with a tip: 12,50 €.
  const ways = page.getByRole('group', { name: 'Comment payer' });
  await ways.getByRole('radio', { name: 'Une part égale' }).check();
  await page.getByLabel('Partager en').selectOption('3');
  await page.getByLabel('Pourboire (€, facultatif)').fill('1,50');
  await expect(page.getByTestId('split-amount')).toHaveText(/12,50\s€.*1,50\s€/);
  await audit(page, 'the hub with the share form');
  await page.getByRole('button', { name: /^Payer 14,00\s€$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'est payée' })).toBeVisible();
  await expect(page.getByTestId('hub-bill-left')).toHaveText(/25,00\s€/);

  // The second page sees it without a reload (the table's bill on the live socket).
  await expect(other.getByTestId('hub-bill-paid')).toHaveText(/12,50\s€/);
  await expect(other.getByTestId('hub-bill-left')).toHaveText(/25,00\s€/);

  // The second guest pays their items: the first order's line; the first page sees it paid, unchoosable.
  await other.getByRole('group', { name: 'Comment payer' }).getByRole('radio', { name: 'Mes articles' }).check();
  await other.getByRole('group', { name: 'Articles à payer' }).getByRole('checkbox').first().check();
  await other.getByRole('button', { name: /^Payer 25,00\s€$/ }).click();
  await expect(other.getByRole('status').filter({ hasText: 'L’addition est réglée' })).toBeVisible();
  await expect(page.getByTestId('hub-bill-left')).toHaveText(/0,00\s€/);
  await expect(page.getByRole('status').filter({ hasText: 'L’addition est réglée' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await other.close();
});
