import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * Shared carts (browsing 2.1 and 6): Le Comptoir lets its customers share their basket as a link.
 * Whoever opens the link in another browser finds the basket, open (a=1) or at checkout (no a=1); an
 * unknown id is said clearly and the customer's own basket is kept.
 */
const twoEspressos = {
  version: '1.7',
  restaurantToken: 'le-comptoir',
  basketProducts: [{ key: '2201', nb: 2, product: { type: 'product', id: 2201, name: { fr: 'Expresso', en: 'Espresso' }, category_id: 22, unitPrice: 220, selectedOptions: [] } }],
};

test('browsing 6: share my basket, open the link elsewhere, a bad id keeps the own basket', async ({ page, browser, browserProblems }) => {
  // The basket as the storefront stores it (basket-storage.ts): two espressos.
  await page.goto('le-comptoir/menu/0');
  await page.evaluate((basket) => window.localStorage.setItem('ordering:basket:le-comptoir', basket), JSON.stringify(twoEspressos));
  await page.goto('le-comptoir/menu/0/basket');
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await basket.getByRole('button', { name: 'Partager mon panier' }).click();
  const field = basket.getByRole('textbox', { name: 'Lien de votre panier partagé' });
  await expect(field).toHaveValue(/\/le-comptoir\?cart=[0-9A-Z]{20}&a=1$/);
  await audit(page, 'the basket with its share button');
  const link = await field.inputValue();
  const cartId = new URL(link).searchParams.get('cart');

  // Another customer, in a browser of their own: the link opens the basket (a=1).
  const friend = await browser.newContext({ locale: 'fr-FR', viewport: page.viewportSize() });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  const theirBasket = friendPage.getByRole('dialog', { name: 'Votre panier' });
  await expect(theirBasket.getByText('Expresso')).toBeVisible();
  await expect(friendPage).toHaveURL(/\/le-comptoir\/menu\/0\/basket$/);

  // browsing 2.1: without a=1 the link goes to checkout.
  const atCheckout = await friend.newPage();
  await atCheckout.goto(new URL(`/le-comptoir?cart=${cartId}`, link).toString());
  await expect(atCheckout).toHaveURL(/\/le-comptoir\/validation$/);
  await friend.close();

  // An unknown id: the platform answers 404; the message is clear and the own basket stays.
  browserProblems.expectConsoleErrors(/status of 404/);
  await page.goto('le-comptoir?cart=ABCDEFGHJK0123456789&a=1');
  await expect(page.getByText('Ce panier partagé est introuvable ou a expiré. Votre panier est conservé.')).toBeVisible();
  await expect(page).not.toHaveURL(/cart=/);
  await expect(page.getByTestId('basket-count')).toHaveText('2');
});
