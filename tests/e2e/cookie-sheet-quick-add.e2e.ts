import { expect, test } from './fixtures';

// A first visit: no cookie choice yet (fixtures.ts makes one for the other tests).
test.use({ cookieChoice: null });

/**
 * Issue 22.7 (browsing 4: a cookie choice must exist before adding): closing the cookie sheet with its ×
 * is a choice, the refusal of the optional cookies, and the "+" that opened it goes through; the next
 * "+" adds at once, with nothing asked again, even after a reload.
 */
test('issue 22.7: closing the cookie sheet refuses the optional cookies and the quick add goes through @layout', async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  const addSoup = page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first();
  const cookies = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  const toasts = page.getByRole('region', { name: 'Notifications' });

  await addSoup.click();
  await expect(cookies).toBeVisible();
  // The sheet says what closing it means before the customer closes it.
  await expect(cookies.getByText('Fermer cette fenêtre revient à tout refuser.')).toBeVisible();
  await cookies.getByRole('button', { name: 'Fermer' }).click();

  await expect(cookies).toHaveCount(0);
  await expect(toasts.getByText('Produit ajouté au panier')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await addSoup.click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await expect(cookies).toHaveCount(0);

  // The refusal is remembered on this device: after a reload, a "+" adds at once.
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expect(cookies).toHaveCount(0);

  // The footer's cookie link (here on the practical information page, a short one) shows the choice the × made.
  await page.goto('le-comptoir/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(cookies.getByText('Votre choix actuel : mesure de fréquentation refusée.')).toBeVisible();
  // Closing it now keeps that choice and says nothing more about refusing.
  await expect(cookies.getByText('Fermer cette fenêtre revient à tout refuser.')).toHaveCount(0);
});
