import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { orderAtTable } from './table-orders';

test('checkout 2, 4 and 7: a table pays its bill from the tracking page, waits on the order validation screen, then has nothing left to pay', async ({ page, request }, testInfo) => {
  // One table per viewport and retry: the two projects run at once on the same simulator.
  const table = String(10 + testInfo.parallelIndex * 10 + testInfo.retry + (testInfo.project.name === 'phone' ? 0 : 100));
  const orderNumber = await orderAtTable(request, table);
  await page.goto(`cafe-lumiere/trackOrder?orderId=${orderNumber}`);
  await page.getByRole('button', { name: 'Payer l’addition de la table' }).click();

  // The platform's table payment page (the simulator's sandbox), with the table's bill.
  await expect(page).toHaveURL(/\/platform\/table-payment\?device=sandbox-terminal&transactionKey=[\w-]{22}&restaurantToken=cafe-lumiere$/);
  await expect(page.getByText('total 25,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Payer 25,00 €' }).click();

  // checkout 4: the order validation screen (query t and s) waits for the platform, with no basket nor footer.
  await expect(page).toHaveURL(/\/cafe-lumiere\/order-validation\?t=[\w-]{22}&s=[\w-]{22}$/);
  await expect(page.getByRole('heading', { name: 'Validation de la commande en cours' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await audit(page, 'the order validation screen');

  // Then the order validated screen goes on to the platform's redirection path: the table's order, paid.
  await expect(page).toHaveURL(new RegExp(`/cafe-lumiere/trackOrder\\?orderId=${orderNumber}&type=scan$`));
  await expect(page.getByTestId('tracking-to-pay')).toHaveText(/0,00\s€/);

  await page.getByRole('button', { name: 'Payer l’addition de la table' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Aucune addition n’est ouverte pour votre table pour le moment.')).toBeVisible();
});

test('checkout 4: the order validation screen says error for a transaction the platform does not know, and order validated refuses another host', async ({ page, browserProblems }) => {
  // The platform answers 404 for a transaction it does not know: the browser logs it.
  browserProblems.expectConsoleErrors(/status of 404 \(Not Found\) \(.*transactionOrderStatus/);
  await page.goto('cafe-lumiere/order-validation?t=unknown-transaction&s=unknown-session');
  await expect(page.getByRole('heading', { name: 'Erreur' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la carte' })).toBeVisible();
  await audit(page, 'the order validation error');

  await page.goto(`cafe-lumiere/order-validated?redirectionPath=${encodeURIComponent('//evil.example/phish')}`);
  await expect(page.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});
