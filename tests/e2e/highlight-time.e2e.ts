import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.9 and 9: the highlight drawer's step 1, order type and time. Le Phare's picnic basket, from its
 * linker tile: taken away at a time of the next 12 hours (from now plus its 20 minutes of preparation), or
 * served at the table at once. Choosing the order type on step 1 shows its slots; Back from step 2 restores
 * the highlight's own order type. Each project orders one basket (6 per slot: no other test orders it).
 */
test('browsing 2.9: the picnic basket, its order type and its time chosen in the drawer', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-phare/linker');
  await page.getByRole('link', { name: /Le panier pique-nique/ }).click();
  await expect(page).toHaveURL(/\/le-phare\/linker\/highlight-product\/306$/);
  const drawer = page.getByRole('dialog', { name: 'Panier pique-nique' });
  await drawer.getByRole('button', { name: 'Suivant' }).click();

  // Step 1: the order types as a radio group, the highlight's own checked; its slots, the asap one first.
  const orderTypes = drawer.getByRole('group', { name: 'Comment souhaitez-vous commander ?' });
  await expect(orderTypes.getByRole('radio')).toHaveCount(2);
  await expect(orderTypes.getByRole('radio', { name: 'À emporter' })).toBeChecked();
  const times = drawer.getByRole('group', { name: 'Quand souhaitez-vous être servi ?' });
  await expect(times.getByRole('radio').first()).toHaveAccessibleName('Dès que possible');
  await expect(times.getByRole('radio').first()).toBeChecked();
  await expect(times.getByRole('radio', { name: '22:30' })).toBeVisible();
  await expect(times.getByRole('radio', { name: '23:00' })).toHaveCount(0);
  await audit(page, 'the highlight drawer, order type and time step');

  // Served at the table: no time to choose; Back from step 2 brings take away and its slots back.
  await orderTypes.getByRole('radio', { name: 'Sur place' }).check();
  await expect(times).toHaveCount(0);
  await expect(drawer.getByText('Servi dès que possible.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Nom et prénom' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Retour' }).click();
  await expect(orderTypes.getByRole('radio', { name: 'À emporter' })).toBeChecked();

  await times.getByRole('radio', { name: '21:00' }).check();
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await expect(drawer.getByText(/Panier pique-nique · 19,00\s€ · À emporter · 21:00/)).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Nom et prénom' }).fill('Ana Lopez');
  await drawer.getByRole('checkbox', { name: /conditions générales/ }).check();
  await audit(page, 'the highlight drawer, validation with a time');
  await drawer.getByRole('button', { name: /Commander/ }).click();
  await expect(drawer.getByText('Votre commande est envoyée.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Suivant' }).click();
  await expect(drawer.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', /\/le-phare\/trackOrder\?orderId=\w+/);
});
