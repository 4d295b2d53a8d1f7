import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.2: the home of Café Lumière (cc_home_page), at the phone and the desktop viewports: the
 * welcome dialog once, the category menu, the blocks from its own data, product overlays over the home
 * with the scroll kept, and the menu-matching modal when two dishes bought apart make a set menu.
 */
test('the home: welcome once, blocks, overlays over the page, menu matching', { tag: '@layout' }, async ({ page }) => {
  await page.goto('cafe-lumiere');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur la carte en ligne' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Composez votre panier')).toBeVisible();
  await audit(page, 'the welcome dialog');
  await welcome.getByRole('button', { name: 'C’est parti' }).click();
  await expect(welcome).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'Brunch, déjeuner et goûter' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Catégories de la carte' });
  await expect(categories.getByRole('link')).toHaveText(['À manger', 'À boire', 'Formules']);
  const suggested = page.getByRole('region', { name: 'Nos suggestions' });
  await expect(suggested.getByRole('heading', { level: 3 })).toHaveText(['Croque-monsieur à la truffe', 'Bowl végétarien', 'Jus d’orange pressé']);
  await expect(page.getByRole('region', { name: 'À manger' }).getByRole('heading', { level: 4 }).first()).toHaveText('Croque-monsieur à la truffe');
  await expect(page.getByRole('region', { name: 'À boire' }).getByRole('heading', { level: 4 }).first()).toHaveText('Flat white');
  await expect(page.getByRole('heading', { level: 2, name: 'Laissez-vous tenter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos meilleurs produits' }).getByRole('heading', { level: 3 })).toHaveText(['Avocado toast, œuf poché', 'Cheesecake au citron']);
  await audit(page, 'the home');

  // The welcome dialog is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Brunch, déjeuner et goûter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos suggestions' })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // browsing 2.1: compose opens over the home, and closing it keeps the place on the page.
  const best = page.getByRole('region', { name: 'Nos meilleurs produits' });
  await best.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await best.getByRole('link', { name: 'Cheesecake au citron' }).click();
  await expect(page).toHaveURL(/\/cafe-lumiere\/productCompose\/1202$/);
  const compose = page.getByRole('dialog', { name: 'Cheesecake au citron' });
  await compose.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(compose).toBeHidden();
  await expect(page).toHaveURL(/\/cafe-lumiere$/);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Produit ajouté au panier')).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);

  // browsing 2.2, menu matching: a savoury dish with that dessert makes the lunch set menu, for less.
  await page.getByRole('region', { name: 'Nos suggestions' }).getByRole('link', { name: 'Croque-monsieur à la truffe' }).click();
  await page.getByRole('dialog', { name: 'Croque-monsieur à la truffe' }).getByRole('button', { name: /Ajouter au panier/ }).click();
  const matching = page.getByRole('dialog', { name: 'Et si c’était une Formule déjeuner ?' });
  await expect(matching).toBeVisible();
  await expect(matching.getByText('15,90 € au lieu de 18,00 €')).toBeVisible();
  await expect(matching.getByText('2,10 € d’économie')).toBeVisible();
  await expect(matching.getByRole('link', { name: 'Composer la Formule déjeuner' })).toHaveAttribute('href', '/cafe-lumiere/formulaDetails/3001');
  await audit(page, 'the menu-matching modal');
  await matching.getByRole('button', { name: 'Non merci' }).click();
  await expect(matching).toBeHidden();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
});

test('browsing 2.2: without a home page the home goes to the menu, keeping an overlay of the address', async ({ page }) => {
  await page.goto('le-comptoir');
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/0$/);
  await page.goto('le-comptoir/productCompose/1101?lang=en');
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/0\/productCompose\/1101\?lang=en$/);
  await expect(page.getByRole('dialog', { name: 'Comptoir burger' })).toBeVisible();
});
