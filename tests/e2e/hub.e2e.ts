import type { Page } from '@playwright/test';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { orderAtTable } from './table-orders';

/** Nothing wider than the screen: at 375 px the hub scrolls only down. */
async function fitsTheWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('browsing 2.5 @layout: the hub of a table shows its bill with its lines, pays it through the table payment, then shows it paid', async ({ page, request }, testInfo) => {
  // One table per viewport and retry: the two projects run at once on the same simulator.
  const table = String(500 + testInfo.retry + (testInfo.project.name === 'phone' ? 0 : 50));
  await orderAtTable(request, table, 2);
  await orderAtTable(request, table, 1);

  await page.goto(`cafe-lumiere/hub?number=${table}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Café Lumière' })).toBeVisible();
  await expect(page.getByText(`Table ${table}`, { exact: true })).toBeVisible();
  // browsing 2.5: view_menu is the establishment's fixed external link (config.hub_menu_url).
  await expect(page.getByRole('link', { name: 'Voir la carte' })).toHaveAttribute('href', 'https://cafe-lumiere.example/carte-du-jour.pdf');
  await expect(page.getByRole('link', { name: 'Commander depuis la table' })).toHaveAttribute('href', '/cafe-lumiere');
  const bill = page.getByRole('region', { name: 'L’addition de la table' });
  await expect(bill.getByText('2 × Croque-monsieur à la truffe')).toBeVisible();
  await expect(bill.getByText('1 × Croque-monsieur à la truffe')).toBeVisible();
  await expect(bill.getByText('À payer', { exact: true })).toHaveCount(2);
  await expect(page.getByTestId('hub-bill-total')).toHaveText(/37,50\s€/);
  await expect(page.getByTestId('hub-bill-paid')).toHaveText(/0,00\s€/);
  await expect(page.getByTestId('hub-bill-left')).toHaveText(/37,50\s€/);
  await fitsTheWidth(page);
  await audit(page, 'the hub with an open bill');

  // pay_bill: the platform's table payment page (the simulator's sandbox), then the order validation screen.
  await page.getByRole('button', { name: 'Payer l’addition', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/table-payment\?device=sandbox-terminal&transactionKey=[\w-]{22}&restaurantToken=cafe-lumiere$/);
  await page.getByRole('button', { name: 'Payer 37,50 €' }).click();
  await expect(page).toHaveURL(/\/cafe-lumiere\/order-validation\?t=[\w-]{22}&s=[\w-]{22}$/);
  await expect(page).toHaveURL(/\/cafe-lumiere\/trackOrder\?orderId=[\w-]+&type=scan$/);

  // Back at the hub: the bill is paid, nothing left, no button to pay it again.
  await page.goto(`cafe-lumiere/hub?number=${table}`);
  await expect(page.getByRole('status').filter({ hasText: 'L’addition est réglée. Merci et à bientôt !' })).toBeVisible();
  await expect(page.getByTestId('hub-bill-paid')).toHaveText(/37,50\s€/);
  await expect(page.getByTestId('hub-bill-left')).toHaveText(/0,00\s€/);
  await expect(bill.getByText('Payée', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Payer l’addition', exact: true })).toHaveCount(0);
  await fitsTheWidth(page);
  await audit(page, 'the hub with its bill paid');
});

test('browsing 2.5 @layout: the hub says so for an unknown table, a table without a bill, and where the bill is not paid online', async ({ page }) => {
  await page.goto('cafe-lumiere/hub?number=douze');
  await expect(page.getByRole('status').filter({ hasText: 'Nous ne trouvons pas cette table.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer l’addition', exact: true })).toHaveCount(0);
  await audit(page, 'the hub of an unknown table');

  await page.goto('cafe-lumiere/hub?number=999');
  await expect(page.getByRole('status').filter({ hasText: 'Aucune addition n’est ouverte pour la table 999 pour le moment.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer l’addition', exact: true })).toHaveCount(0);
  await fitsTheWidth(page);

  // Le Comptoir has no table payment (tastypay) and no view_menu link of its own.
  await page.goto('le-comptoir/hub?number=4');
  await expect(page.getByRole('status').filter({ hasText: 'Le paiement de l’addition en ligne n’est pas proposé ici' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir la carte' })).toHaveCount(0);
  await audit(page, 'the hub without table payment');
});
