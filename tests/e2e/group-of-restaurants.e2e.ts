import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * browsing 2.1, 2.4, 4 and 9: Les Halles, a food hall (a group of restaurants). Its home goes to the
 * list of its open outlets; the tutorial shows once; a child opened from the list carries child_token
 * and leads back to the group; each child has its own basket.
 */
test.describe('browsing 2.4: multi-establishment home', () => {
  test('tutorial once, the list, into a child and back, each child its own basket', { tag: '@layout' }, async ({ page }) => {
    await page.goto('les-halles');
    await expect(page).toHaveURL(/\/les-halles\/homeMultiEstablishment$/);

    // browsing 4: step 0 asks yes/no; "no" walks through the steps, "finish" at the last.
    const tutorial = page.getByRole('dialog', { name: 'Comment ça marche' });
    await expect(tutorial.getByText('Connaissez-vous déjà Les Halles ?')).toBeVisible();
    await audit(page, 'the group tutorial');
    await tutorial.getByRole('button', { name: 'Non' }).click();
    await expect(tutorial.getByText('Choisissez un comptoir dans la liste.')).toBeVisible();
    await tutorial.getByRole('button', { name: 'Suivant' }).click();
    await tutorial.getByRole('button', { name: 'Terminer' }).click();
    await expect(tutorial).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Les Halles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quel comptoir vous tente ?' })).toBeVisible();
    // browsing 2.4: the delivery-details menu, the order types its outlets take.
    const deliveryDetails = page.getByRole('group', { name: 'Comment souhaitez-vous commander ?' });
    // The outlets take on place and take away: on place first (the order of checkout 3's ids).
    await expect(deliveryDetails.getByRole('radio', { name: 'Sur place' })).toBeChecked();
    await deliveryDetails.getByRole('radio', { name: 'À emporter' }).check();
    await expect(deliveryDetails.getByRole('radio', { name: 'À emporter' })).toBeChecked();
    // browsing 9: not random, the visible children by position.
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('La Crêperie des Halles');
    await expect(cards.nth(1)).toContainText('Pizza des Halles');
    await audit(page, 'the group home');

    // Completed: it does not come back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Les Halles' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('dialog', { name: 'Comment ça marche' })).toHaveCount(0);

    // browsing 2.1: into a child with the group's child_token.
    await page.getByRole('link', { name: /La Crêperie des Halles/ }).click();
    await expect(page).toHaveURL(/\/les-halles-crepes\/menu\/0\?child_token=les-halles$/);
    await page.getByRole('link', { name: 'Galette complète' }).click();
    await expect(page).toHaveURL(/\/les-halles-crepes\/menu\/0\/productCompose\/\d+\?child_token=les-halles$/);
    await page.getByRole('dialog', { name: 'Galette complète' }).getByRole('button', { name: /Ajouter au panier/ }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    // browsing 2.4 (issue 6): the order type chosen on the group starts the outlet's checkout, reload or not.
    await page.goto('les-halles-crepes/validation?child_token=les-halles');
    await expect(page.getByRole('radio', { name: 'À emporter' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Sur place' })).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'À emporter' })).toBeChecked();

    // An address without the query gets it back (the visit remembers it), so a copied link keeps the way back.
    await page.goto('les-halles-crepes/menu/0');
    await expect(page).toHaveURL(/\/les-halles-crepes\/menu\/0\?child_token=les-halles$/);
    const back = page.getByRole('link', { name: 'Retour à Les Halles' });
    await expect(back).toBeVisible();
    // The header still fits a phone's width with the way back in it.
    const box = await back.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await audit(page, 'a child with its way back to the group');
    await back.click();
    await expect(page).toHaveURL(/\/les-halles\/homeMultiEstablishment$/);

    // The other child: its own, empty basket.
    await page.getByRole('link', { name: /Pizza des Halles/ }).click();
    await expect(page.getByRole('link', { name: 'Pizza margherita' })).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('0');
  });

  test('step 0 answered yes: the tutorial is dismissed for good', async ({ page }) => {
    await page.goto('les-halles/homeMultiEstablishment');
    const tutorial = page.getByRole('dialog', { name: 'Comment ça marche' });
    await tutorial.getByRole('button', { name: 'Oui' }).click();
    await expect(tutorial).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(tutorial).toHaveCount(0);
  });

  test("a child's link opened in a new visit names the group, and every page of the child keeps child_token", async ({ page }) => {
    // A new context: the group's page was never seen, its name is loaded.
    await page.goto('les-halles-pizza/menu/0?child_token=les-halles');
    const back = page.getByRole('link', { name: 'Retour à Les Halles' });
    await expect(back).toBeVisible();
    await page.getByRole('link', { name: 'Pizza margherita' }).click();
    await expect(page).toHaveURL(/\/les-halles-pizza\/menu\/0\/product\w+\/\d+\?child_token=les-halles$/);
    await page.reload();
    await expect(page).toHaveURL(/child_token=les-halles/);
    await expect(back).toBeVisible();
    await audit(page, 'a child opened from a link, its way back named');
  });
});
