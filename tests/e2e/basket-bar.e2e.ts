import { audit } from './axe-audit';
import { expect, test } from './fixtures';

// A first visit: no cookie choice yet (fixtures.ts makes one for the other tests).
test.use({ cookieChoice: null });

/**
 * A first-time customer on a phone (issue 6): the cookie choice asked before the first add (browsing 4)
 * and remembered; one toast at a time, gone on the next page; the basket bar fixed at the bottom with
 * the count and the total, opening the basket; the suggestions on the way to validation (browsing 2.6).
 * At the desktop viewport the bar stays hidden: the header's basket button is in reach.
 */
test('cookie choice, basket bar, suggestions, then validation', { tag: '@layout' }, async ({ page }) => {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();

  const cookies = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await expect(cookies).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await audit(page, 'the cookie dialog');
  await cookies.getByRole('button', { name: 'Tout refuser' }).click();

  // The add goes on once the choice is made.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Produit ajouté au panier')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  const bar = page.getByRole('link', { name: 'Voir le panier : 1 article, 16,50 €' });
  if (!phone) {
    await expect(bar).toBeHidden();
    await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  } else {
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 24);
    // At the top: further down, axe counts a card half under the menu's sticky navigation as too small a target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await audit(page, 'the menu with the basket bar');
    await bar.click();
  }

  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket.getByText('Burger du Comptoir')).toBeVisible();
  await basket.getByRole('button', { name: 'Commander' }).click();

  // browsing 2.6 and 5: what goes with a burger, chosen at random among the pairings.
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de votre sélection, nous vous proposons' })).toBeVisible();
  const proposed = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(proposed).toHaveCount(3);
  expect((await proposed.allTextContents()).sort()).toEqual(['Côtes-du-Rhône, Domaine Gramenon', 'Limonade artisanale', 'Mousse au chocolat']);
  await expect(toasts.getByText('Produit ajouté au panier')).toHaveCount(0);
  await audit(page, 'the suggestions');

  // A suggestion opens over the page; the cookie choice is remembered, nothing is asked again.
  await page.getByRole('link', { name: 'Mousse au chocolat' }).click();
  await page.getByRole('dialog', { name: 'Mousse au chocolat' }).getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(cookies).toHaveCount(0);
  await expect(page).toHaveURL(/\/le-comptoir\/products-suggestion$/);
  await expect(toasts.getByText('Produit ajouté au panier')).toBeVisible();
  await expect(toasts.getByRole('button', { name: 'Fermer' })).toHaveCount(1);

  // One toast at a time, and gone when the page changes.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await expect(toasts.getByText('Produit ajouté au panier')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeFocused();

  // Remembered after a reload: the next add asks nothing.
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expect(cookies).toHaveCount(0);
});
