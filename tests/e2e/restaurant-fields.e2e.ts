import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';

/**
 * checkout 3 cc_label_on_site_payment (issue 19): Café Lumière names paying on the spot in its own words;
 * the checkout shows them where it lists the payment, instead of the storefront's "Paiement sur place".
 */
test("checkout 3 cc_label_on_site_payment: the checkout names paying on the spot in the restaurant's words", { tag: '@layout' }, async ({ page }) => {
  await page.goto('cafe-lumiere/menu/0');
  // The café's welcome dialog (its home page) opens first.
  await page.getByRole('dialog', { name: 'Bienvenue sur la carte en ligne' }).getByRole('button', { name: 'C’est parti' }).click();
  await page.getByRole('button', { name: 'Ajouter Croque-monsieur à la truffe au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('cafe-lumiere/validation');
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);

  const payment = page.getByRole('region', { name: 'Paiement' });
  await expect(payment).toContainText('Réglez au comptoir en partant');
  await expect(payment).not.toContainText('Paiement sur place');
  await audit(page, "the checkout with the restaurant's payment label");
});

/**
 * checkout 3 cc_label_delivery_payment (issue 19): on a delivery, Café Lumière names paying the courier in its
 * own words; its on-site words (a counter) are not the delivery's, nor is the storefront's default.
 */
test("checkout 3 cc_label_delivery_payment: a delivery names paying on delivery in the restaurant's words", { tag: '@layout' }, async ({ page }) => {
  await page.goto('cafe-lumiere/menu/0');
  await page.getByRole('dialog', { name: 'Bienvenue sur la carte en ligne' }).getByRole('button', { name: 'C’est parti' }).click();
  await page.getByRole('button', { name: 'Ajouter Croque-monsieur à la truffe au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('cafe-lumiere/validation');
  await page.getByRole('radio', { name: 'Livraison', exact: true }).check();
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Numéro et rue').fill('12 rue Paul Chenavard');
  await page.getByLabel('Code postal').fill('69001');
  await page.getByLabel('Ville').fill('Lyon');
  await reachValidateStep(page);

  const payment = page.getByRole('region', { name: 'Paiement' });
  await expect(payment).toContainText('Réglez le coursier à la livraison');
  await expect(payment).not.toContainText('Réglez au comptoir en partant');
  await expect(payment).not.toContainText('Paiement sur place');
  await audit(page, "the delivery checkout with the restaurant's payment label");
});

/** checkout 3 open_closure_message (issue 19): Le Fournil du Port, closed, says why with the closed notice. */
test('checkout 3 open_closure_message: the closed notice carries the restaurant’s message', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-fournil-port/menu/0');
  const notice = page.getByTestId('closed-notice');
  await expect(notice).toContainText('Le restaurant est fermé pour le moment.');
  await expect(notice).toContainText('Fermé pour travaux jusqu’au 15 décembre : à bientôt au Vieux-Port !');
  // Inside the window at 375 px as on a desktop: the message wraps, it does not run off the screen.
  const box = await notice.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  await audit(page, 'the menu of a closed restaurant with its message');
});

/**
 * checkout 3 cc_global_popup_info (issue 19): Montorgueil's information opens in a dialog on arrival at the
 * menu, its HTML sanitised; closed, it stays closed for the visit (the tab's session), menu after menu.
 */
test('checkout 3 cc_global_popup_info: the information dialog shows once per visit, accessible and dismissible', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-fournil-montorgueil/menu/0');
  const dialog = page.getByRole('dialog', { name: 'À savoir' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('strong')).toHaveText('entrez par la rue Marie-Stuart');
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  await audit(page, 'the information dialog on arrival');
  await dialog.getByRole('button', { name: 'J’ai compris' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('basket-count').or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'À savoir' })).toHaveCount(0);
});

test('checkout 3 cc_global_popup_info: Escape closes it too, and a restaurant without information loads no dialog code', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chunks.filter((url) => url.includes('global-popup-dialog'))).toEqual([]);
  await page.goto('le-fournil-montorgueil/menu/0');
  await expect(page.getByRole('dialog', { name: 'À savoir' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'À savoir' })).toHaveCount(0);
});

/**
 * checkout 3 specific_opening_hours (issue 19): Bellecour, open on Wednesdays, is closed on the tests' day by
 * its exceptional hours; the about page says so and lists the dates to come, the menu says it is closed.
 */
test('checkout 3 specific_opening_hours: the about page and the menu follow the exceptional hours', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-fournil-bellecour/about');
  await expect(page.getByTestId('opening-state')).toContainText('Fermé');
  const exceptional = page.getByTestId('exceptional-hours');
  await expect(page.getByRole('heading', { name: 'Horaires exceptionnels' })).toBeVisible();
  await expect(exceptional.getByRole('listitem')).toHaveText([/^mercredi 16 juin\s+Fermé$/, /^dimanche 20 juin\s+08:00 – 12:00$/]);
  await audit(page, 'the about page with exceptional hours');
  await page.goto('le-fournil-bellecour/menu/0');
  await expect(page.locator('.closed-notice-dock .notice')).toBeVisible();
});
