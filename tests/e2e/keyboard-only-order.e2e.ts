import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

/**
 * Issue 7, accessibility: "the whole order can be placed with the keyboard alone". From the menu to the
 * tracking page with Tab, Shift+Tab, Enter, Space and typing only: the quick add, the basket dialog, the
 * checkout's fields, steps (a phone shows one at a time) and terms, and validation.
 */
test('the whole order is placed with the keyboard alone', async ({ page }) => {
  await page.goto('le-comptoir');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const addSoup = page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first();
  await tabTo(page, addSoup);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  const basketLink = page.getByRole('link', { name: 'Panier, 1 article' });
  await tabTo(page, basketLink, { backwards: true, max: 120 });
  await page.keyboard.press('Enter');
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket).toBeVisible();
  await tabTo(page, basket.getByRole('button', { name: 'Commander' }));
  await page.keyboard.press('Enter');

  // browsing 2.6: suggestions may be proposed on the way; Next goes on.
  await expect(page).toHaveURL(/\/le-comptoir\/(validation|products-suggestion)$/);
  if (page.url().endsWith('/products-suggestion')) {
    await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);

  await tabTo(page, page.getByLabel('Nom et prénom'));
  await page.keyboard.type('Camille Durand');
  await tabTo(page, page.getByLabel('Téléphone'));
  await page.keyboard.type('06 12 34 56 78');

  // A phone shows one step at a time: Next, by keyboard, until the step with the terms and validation.
  const validate = page.getByRole('button', { name: /^Valider la commande/ });
  for (let steps = 0; steps < 3 && !(await validate.isVisible()); steps += 1) {
    const step = await page.locator('.checkout-step').getAttribute('data-step');
    await tabTo(page, page.locator('.checkout-step').getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.checkout-step')).not.toHaveAttribute('data-step', step ?? '');
  }
  await expect(validate).toBeVisible();

  const terms = page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' });
  await tabTo(page, terms, { max: 150 });
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, validate);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  await expect(page.getByRole('heading', { name: /^Commande n° CH-\d{3}$/ })).toBeVisible();
});
