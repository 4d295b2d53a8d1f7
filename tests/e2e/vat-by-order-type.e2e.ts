import { readFileSync } from 'node:fs';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * Issue 20 item 6: Le Comptoir's demo customer's take-away order of a burger and a sparkling water: the history
 * and the PDF receipt tell the water at the take-away rate (5.5 %) and the burger at 10 %; an order on place
 * keeps every line at its eat-in rate.
 */
test('@layout the history and the receipt tell the VAT by rate the order type picked', async ({ page }) => {
  await page.goto('le-comptoir/v/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('claire.martin@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Comptoir2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await page.goto('le-comptoir/dashboard/order-history');
  const takeAway = page.getByRole('article').filter({ hasText: '1 × Eau pétillante' });
  await expect(takeAway).toHaveCount(1);
  await expect(takeAway.getByRole('definition').filter({ hasText: 'À emporter' })).toBeVisible();
  const vat = takeAway.locator('.history-order__vat');
  await expect(vat.getByRole('term')).toHaveText(['Mode de commande', 'TVA 5,5 %', 'TVA 10 %']);
  await expect(vat.getByRole('definition')).toHaveText(['À emporter', /^0,18\s€$/, /^1,59\s€$/]);
  const onPlace = page.getByRole('article').filter({ hasText: '1 × Thé ou infusion' });
  await expect(onPlace.locator('.history-order__vat').getByRole('term')).toHaveText(['Mode de commande', 'TVA 10 %']);
  await expect(onPlace.locator('.history-order__vat').getByRole('definition').first()).toHaveText('Sur place');
  await audit(page, 'order history with VAT by rate');

  const number = (await takeAway.getByRole('heading', { level: 2 }).innerText()).replace('Commande ', '').trim();
  const download = page.waitForEvent('download');
  await takeAway.getByRole('button', { name: `Télécharger le reçu de la commande ${number}` }).click();
  const pdf = readFileSync((await (await download).path()) ?? '', 'latin1');
  for (const text of ['(À emporter)', 'TVA 5,5 %', 'TVA 0,18', 'TVA 10 %', 'TVA 1,59', '21,00']) expect(pdf).toContain(text);
});
