import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.9 and 2.11: the Hôtel Riviera's highlighted breakfast, from its tile under *Petit-déjeuner*:
 * the drawer over the parent page, the product and its options, Back and Next, the guest's name and room,
 * the order taken and its tracking link. Room delivery has no time slots here, so Next skips the time step.
 */
test('browsing 2.9: a highlighted product ordered from its tile, in the drawer', { tag: '@layout' }, async ({ page }) => {
  await page.goto('hotel-riviera/roomdirectory/parent/102');
  await page.getByRole('link', { name: /Petit-déjeuner continental en chambre/ }).click();
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory\/parent\/102\/highlight-product\/124$/);
  const drawer = page.getByRole('dialog', { name: 'Petit-déjeuner continental' });
  await expect(drawer.getByRole('radio', { name: /Café/ })).toBeChecked();
  await drawer.getByRole('radio', { name: /Thé/ }).check();
  await audit(page, 'the highlight drawer, product step');
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Numéro de chambre' })).toBeVisible();
  // browsing 2.9: Back to the product reselects the initial product (its default options).
  await drawer.getByRole('button', { name: 'Retour' }).click();
  await expect(drawer.getByRole('radio', { name: /Café/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await drawer.getByRole('button', { name: /Commander/ }).click();
  await expect(drawer.getByRole('textbox', { name: 'Numéro de chambre' })).toHaveAccessibleDescription(/.+/);
  await drawer.getByRole('textbox', { name: 'Nom et prénom' }).fill('Jeanne Martin');
  await drawer.getByRole('textbox', { name: 'Numéro de chambre' }).fill('214');
  await audit(page, 'the highlight drawer, validation step');
  await drawer.getByRole('button', { name: /Commander/ }).click();
  await expect(drawer.getByText('Votre commande est envoyée.')).toBeVisible();
  await expect(drawer.getByText(/Commande n° \w+/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await expect(drawer.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', /\/hotel-riviera\/trackOrder\?orderId=\w+/);
  // Closing returns to the previous route: the parent page.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory\/parent\/102$/);
});

test('browsing 8: a highlighted product that cannot be ordered shows the error step', async ({ page, request, browserProblems }) => {
  browserProblems.expectConsoleErrors(/422 \(Unprocessable Entity\).*highlight_product\/109/);
  // The champagne sold out, as the restaurant would (the staging route of `ordering sim stock`).
  await page.goto('hotel-riviera/roomdirectory');
  const stock = ADMIN_ROUTES.stock('hotel-riviera', 7001);
  const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
  expect((await request.post(stock, { headers, data: { number_available: 0 } })).ok()).toBe(true);
  try {
    await page.getByRole('link', { name: /Une coupe de champagne/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Désolé' });
    await expect(drawer.getByText('Ce produit ne peut pas être commandé pour le moment.')).toBeVisible();
    await audit(page, 'the highlight drawer, error step');
    await drawer.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(page).toHaveURL(/\/hotel-riviera\/roomdirectory$/);
  } finally {
    // Back on sale (null would mean "not available", browsing 3), for the tests that follow.
    await request.post(stock, { headers, data: { number_available: 999 } });
  }
});
