import { expect, test } from '@playwright/test';

/** Bad input loses nothing and never shows a blank page (issue 2; checkout 8; browsing 2.3). */

test('corrupt basket storage: the customer is told and can order again', async ({ page }) => {
  await page.goto('le-comptoir');
  // Once the menu is up its basket has been restored; storage is spoilt after that, then read on reload.
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await page.evaluate(() => localStorage.setItem('ordering:basket:le-comptoir', '{"version":"1.7","basketProducts":[{"nope'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Votre panier précédent n’a pas pu être récupéré.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await page.getByRole('link', { name: 'Velouté de potimarron' }).click();
  await page.getByRole('dialog', { name: 'Velouté de potimarron' }).getByRole('button', { name: 'Ajouter au panier · 7,50 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

test('browsing 2.1: an unknown address is a real not-found page with a way back to the menu', async ({ page }) => {
  await page.goto('le-comptoir/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la page principale' }).click();
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
});

test('an unknown restaurant says so instead of a blank page', async ({ page }) => {
  await page.goto('no-such-restaurant');
  await expect(page.getByRole('heading', { name: 'Restaurant introuvable' })).toBeVisible();
});

test('browsing 2.3: a legacy menu address and an unknown category lead back to the menu', async ({ page }) => {
  await page.goto('le-comptoir/food/menu/20');
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/20$/);
  await expect(page.getByRole('heading', { name: 'Boissons chaudes' })).toBeVisible();
  await page.goto('le-comptoir/menu/999');
  await expect(page).toHaveURL(/\/le-comptoir$/);
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
});
