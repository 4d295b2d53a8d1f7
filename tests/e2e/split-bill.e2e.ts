import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { orderAtTable } from './table-orders';

test('issue 20 item 2 @layout: two guests split the bill through the sandbox provider, each sees the other\'s share live, a cancelled payment frees its items', async ({ page, browser, request }, testInfo) => {
  // One table per viewport and retry: the two projects run at once on the same simulator.
  const table = String(600 + testInfo.repeatEachIndex * 5 + testInfo.retry + (testInfo.project.name === 'phone' ? 0 : 50));
  await orderAtTable(request, table, 2);
  await orderAtTable(request, table, 1);
  // The other guest's phone: its own context (axe audits a page of a context it opened).
  const otherPhone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const other = await otherPhone.newPage();
  try {
    await page.goto(`cafe-lumiere/hub?number=${table}`);
    await other.goto(`cafe-lumiere/hub?number=${table}`);
    await expect(page.getByTestId('hub-bill-left')).toHaveText(/37,50\s€/);
    await expect(other.getByTestId('hub-bill-left')).toHaveText(/37,50\s€/);

    // The first guest pays an equal share of 3 with a tip: 12,50 €, on the sandbox provider's page.
    const ways = page.getByRole('group', { name: 'Comment payer' });
    await ways.getByRole('radio', { name: 'Une part égale' }).check();
    await page.getByLabel('Partager en').selectOption('3');
    await page.getByLabel('Pourboire (€, facultatif)').fill('1,50');
    await expect(page.getByTestId('split-amount')).toHaveText(/12,50\s€.*1,50\s€/);
    await audit(page, 'the hub with the share form');
    await page.getByRole('button', { name: /^Payer 14,00\s€$/ }).click();
    await expect(page).toHaveURL(/\/platform\/table-share-payment\?share=[\w-]{22}$/);

    // Meanwhile the other guest sees the share being paid, live: held, neither paid nor left.
    await expect(other.getByTestId('hub-bill-paying')).toHaveText(/12,50\s€/);
    await expect(other.getByTestId('hub-bill-left')).toHaveText(/25,00\s€/);
    await audit(other, 'the hub with a share being paid');

    // The provider takes it and sends the guest back to the hub, which asks the platform how the share stands.
    await page.getByRole('button', { name: /^Payer 14,00\s€$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/cafe-lumiere/hub\\?number=${table}&share=[\\w-]{22}$`));
    await expect(page.getByRole('status').filter({ hasText: 'est payée' })).toBeVisible();
    await expect(page.getByTestId('hub-bill-left')).toHaveText(/25,00\s€/);
    await expect(other.getByTestId('hub-bill-paid')).toHaveText(/12,50\s€/);
    await expect(other.getByTestId('hub-bill-paying')).toHaveCount(0);

    // The second guest chooses their items (the second order's line), then gives up on the provider's page:
    // meanwhile the first guest cannot choose that line; afterwards it is free again, the guest's choice kept.
    await other.getByRole('group', { name: 'Comment payer' }).getByRole('radio', { name: 'Mes articles' }).check();
    await other.getByRole('group', { name: 'Articles à payer' }).getByRole('checkbox').nth(1).check();
    await other.getByRole('button', { name: /^Payer 12,50\s€$/ }).click();
    await expect(other).toHaveURL(/\/platform\/table-share-payment\?share=[\w-]{22}$/);
    await page.getByRole('group', { name: 'Comment payer' }).getByRole('radio', { name: 'Mes articles' }).check();
    const held = page.getByRole('group', { name: 'Articles à payer' }).getByRole('checkbox').nth(1);
    await expect(held).toBeDisabled();
    await expect(page.getByText('(en cours de paiement)')).toBeVisible();
    await expect(page.getByTestId('hub-bill-left')).toHaveText(/12,50\s€/);
    await other.getByRole('button', { name: 'Annuler' }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'Paiement annulé' })).toBeVisible();
    await audit(other, 'the hub back from a cancelled share');
    await expect(held).toBeEnabled();
    await expect(page.getByTestId('hub-bill-left')).toHaveText(/25,00\s€/);

    // The choice kept, the second guest pays it this time: everyone sees it paid.
    await expect(other.getByRole('group', { name: 'Articles à payer' }).getByRole('checkbox').nth(1)).toBeChecked();
    await other.getByRole('button', { name: /^Payer 12,50\s€$/ }).click();
    await expect(other).toHaveURL(/\/platform\/table-share-payment\?share=[\w-]{22}$/);
    await other.getByRole('button', { name: /^Payer 12,50\s€$/ }).click();
    await expect(other.getByRole('status').filter({ hasText: 'est payée' })).toBeVisible();
    await expect(page.getByTestId('hub-bill-paid')).toHaveText(/25,00\s€/);
    await expect(page.getByTestId('hub-bill-left')).toHaveText(/12,50\s€/);
    await expect(held).toBeDisabled();

    // The first guest pays what is left: the bill is settled for everyone (and the table left clean).
    await page.getByRole('group', { name: 'Comment payer' }).getByRole('radio', { name: 'Tout ce qui reste' }).check();
    await page.getByRole('button', { name: /^Payer 12,50\s€$/ }).click();
    await expect(page).toHaveURL(/\/platform\/table-share-payment\?share=[\w-]{22}$/);
    await page.getByRole('button', { name: /^Payer 12,50\s€$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'L’addition est réglée' })).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: 'L’addition est réglée' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  } finally {
    await otherPhone.close();
  }
});
