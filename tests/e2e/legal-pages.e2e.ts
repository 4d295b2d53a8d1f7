import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/** accounts 2: the terms of sale filled with the company data, in French or English, and the privacy charter. */
test('terms of sale and privacy charter of Le Comptoir, in French and in English', async ({ page }) => {
  await page.goto('le-comptoir');
  await page.getByRole('navigation', { name: 'Informations sur le restaurant' }).getByRole('link', { name: 'Conditions générales de vente' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/cgv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  await expect(page.getByText(/^SAS Le Comptoir des Halles, au capital de 10 000 €, siège social : 12 rue Montorgueil, 75001 Paris, RCS Paris 912 345 678/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '10. Litiges' })).toBeVisible();
  await audit(page, 'the terms of sale');
  // accounts 2: the back action is the history's.
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/le-comptoir(\/menu\/0)?(\?subcategoryid=\d+)?$/);

  await page.goto('le-comptoir/cgv?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
  await expect(page.getByText(/^SAS Le Comptoir des Halles, with a share capital of 10 000 €/)).toBeVisible();

  await page.goto('le-comptoir/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Charte de confidentialité' })).toBeVisible();
  await expect(page.getByText(/transmis au restaurant Le Comptoir des Halles/)).toBeVisible();
  await audit(page, 'the privacy charter');
});

test("accounts 2: a restaurant without terms says 'no_cgv'", async ({ page }) => {
  await page.goto('la-buvette/cgv');
  await expect(page.getByText('Ce restaurant n’a pas publié de conditions générales de vente.')).toBeVisible();
});
