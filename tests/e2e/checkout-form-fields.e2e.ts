import { expect, test } from './fixtures';
import { chooseSlotAhead, reachValidateStep, submitCurrentStep } from './checkout-navigation';

/**
 * Issue 22.12 (checkout 5: a tip is a number, minimum 0; ours: at most the items ordered): at La Buvette
 * (an 18,00 € board), a tip out of bounds is said at the field as it is typed, and the total never takes it.
 */
test('issue 22.12: a negative tip or one above the order is refused at its field, saying why, and never added', { tag: '@layout' }, async ({ page, isMobile }) => {
  await page.goto('la-buvette/menu/0');
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: 'Ajouter au panier · 18,00 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('la-buvette/validation');
  if (isMobile) {
    // The tip is asked in the second step on a phone (checkout 2): the first one filled to get there.
    await page.getByLabel('Nom et prénom').fill('Alice Martin');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await chooseSlotAhead(page, 4, '22:00 – 22:30');
    await reachValidateStep(page);
  }

  const tip = page.getByLabel('Montant du pourboire (EUR)');
  const validate = page.getByRole('button', { name: /^Valider la commande/ });
  // The bound is said before anything is typed.
  await expect(tip).toHaveAccessibleDescription(/^Facultatif, jusqu’au montant des articles : 18,00\s€$/);

  await tip.fill('-5');
  // Said at the field (and read with it), before any submit.
  await expect(tip).toHaveAccessibleDescription(/Le pourboire ne peut pas être négatif : laissez 0 si vous n’en donnez pas\./);
  await expect(tip).toHaveAttribute('aria-invalid', 'true');
  await expect(validate).toHaveText('Valider la commande · 18,00 €');

  await tip.fill('1 000');
  await expect(tip).toHaveAccessibleDescription(/Le pourboire ne peut pas dépasser le montant des articles commandés : vérifiez la saisie\./);
  await expect(validate).toHaveText('Valider la commande · 18,00 €');

  // Pressed anyway, the order is not sent and the field still says why.
  await validate.click();
  await expect(page).toHaveURL(/\/la-buvette\/validation$/);
  await expect(tip).toHaveAccessibleDescription(/Le pourboire ne peut pas dépasser le montant des articles commandés/);

  await tip.fill('2,50');
  await expect(tip).not.toHaveAttribute('aria-invalid', 'true');
  await expect(validate).toHaveText('Valider la commande · 20,50 €');
});

/** Issue 22.9: a delivery post code is checked by the country's format, and the field says that format. */
test('issue 22.9: a delivery post code that is not French is refused at its field, with the format to follow', async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('radio', { name: 'Livraison', exact: true }).check();
  await page.getByLabel('Numéro et rue').fill('3 rue du Nil');
  await page.getByLabel('Code postal').fill('ABCDE');
  await page.getByLabel('Ville').fill('Paris');
  await submitCurrentStep(page);
  await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Code postal incorrect. En France, il a 5 chiffres, par exemple 75010.').first()).toBeVisible();

  await page.getByLabel('Code postal').fill('75002');
  await expect(page.getByLabel('Code postal')).not.toHaveAttribute('aria-invalid', 'true');
});
