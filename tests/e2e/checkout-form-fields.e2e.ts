import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { audit } from './axe-audit';
import { expect, test } from './fixtures';
import { addRivieraBreakfast, answerLaBuvetteQuestions, chooseSlotAhead, reachValidateStep, submitCurrentStep } from './checkout-navigation';

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

/**
 * Issue 19, checkout 2 "comments_and_options (questions, comment, cutlery, chopsticks, sauces, ...)": La Buvette
 * asks chopsticks (checkout 9: 1 to 6, default none) and offers its sauces (settings ask_chopsticks, sauce);
 * what is chosen leaves with the order.
 */
test('issue 19, checkout 2 and 9: chopsticks and sauces in the comments-and-options step, sent with the order', { tag: '@layout' }, async ({ page, isMobile, request }) => {
  await page.goto('la-buvette/menu/0');
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: 'Ajouter au panier · 18,00 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('la-buvette/validation');
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await chooseSlotAhead(page, 4, isMobile ? '20:00 – 20:30' : '21:00 – 21:30');
  await reachValidateStep(page);

  const chopsticks = page.getByLabel(/^Baguettes/);
  await expect(chopsticks).toHaveValue('0');
  await expect(chopsticks.getByRole('option')).toHaveText(['Pas de baguettes', '1 paire', '2 paires', '3 paires', '4 paires', '5 paires', '6 paires']);
  await chopsticks.selectOption({ label: '2 paires' });
  const sauces = page.getByRole('group', { name: /^Sauces/ });
  await expect(sauces.getByRole('checkbox')).toHaveCount(3);
  await sauces.getByRole('checkbox', { name: 'Ketchup' }).check();
  await sauces.getByRole('checkbox', { name: 'Sauce piquante' }).check();
  await answerLaBuvetteQuestions(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await audit(page, 'the comments-and-options step with chopsticks and sauces');

  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/la-buvette\/trackOrder\?orderId=/);
  // What the restaurant received (the simulator's export of its orders): 2 pairs, Ketchup and Sauce piquante (ids 1 and 3 of la-buvette.json).
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
  const orders = (await (await request.get(ADMIN_ROUTES.exportOrders('la-buvette'), { headers })).json()) as { order_number: string; payload: { nb_chopsticks?: number; sauces?: number[] } }[];
  const placed = orders.find((order) => order.order_number === orderId);
  expect(placed?.payload.nb_chopsticks).toBe(2);
  expect(placed?.payload.sauces).toEqual([1, 3]);
});

/** Issue 19, checkout 5 "The email field is hidden for one specific restaurant": shown elsewhere, optional or not. */
test('issue 19, checkout 5: the e-mail field shows (optional) at Le Comptoir and is hidden at Hôtel Riviera (config.hide_email_field)', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await expect(email).toBeVisible();
  await expect(email).toHaveAccessibleDescription('Facultatif');
  // An e-mail typed though optional is still judged (checkout 5): it is where the receipt goes.
  await email.fill('alice@exemple');
  await submitCurrentStep(page);
  await expect(email).toHaveAccessibleDescription(/Le format de l’adresse e-mail est incorrect\./);
  await audit(page, 'the checkout with its e-mail field');

  await page.goto('hotel-riviera');
  await addRivieraBreakfast(page);
  await page.goto('hotel-riviera/validation');
  await expect(page.getByLabel('Nom et prénom')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveCount(0);
});

/**
 * Issue 19, checkout 2 "/{restaurantId} : menu home. Customers are sent here when the basket is empty or
 * checkout is blocked": Le Comptoir turned consultative (its basket kept as a list) sends the checkout to
 * its menu, which says why.
 */
test('issue 19, checkout 2: a blocked checkout (consultative mode) goes to the menu, saying why', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-comptoir/menu/0');
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.route('**/api_click_and_collect/v7/le-comptoir/restaurant', async (route) => {
    const answer = await route.fetch();
    const settings = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...settings, consultative: true, allow_basket_in_consultative: true } });
  });
  await page.goto('le-comptoir/validation');
  await expect(page).toHaveURL(/\/le-comptoir\/menu\/0$/);
  await expect(page.getByText('La carte est en consultation seule : cette sélection ne peut pas être commandée en ligne.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commande en ligne indisponible' })).toHaveCount(0);
  await audit(page, 'the menu after a blocked checkout');
});

/** Issue 19, checkout 5 "the validate button is disabled also while totals load": a promo code being checked holds it. */
test('issue 19, checkout 5: the validate button waits while a promo code is checked, then takes its discount', { tag: '@layout' }, async ({ page }) => {
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Entrecôte 300 g' }).click();
  await page.getByRole('dialog', { name: 'Entrecôte 300 g' }).getByRole('button', { name: 'Ajouter au panier · 24,00 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('le-comptoir/validation');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/cc_promotions/check**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Votre code promo').fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  const validate = page.getByRole('button', { name: /^Valider la commande/ });
  await expect(validate).toBeDisabled();
  await audit(page, 'the summary while a promo code is checked');
  answer();
  await expect(validate).toBeEnabled();
  await expect(validate).not.toHaveText('Valider la commande · 24,00 €');
});

/**
 * Issue 19, checkout 3 subscribe_newsletter and opt_in_promotions: La Buvette offers its letter in its own
 * words, unticked; ticked, the restaurant receives the opt-in (the simulator's export of its orders).
 */
test('issue 19, checkout 3: the newsletter checkbox shows unticked in the restaurant’s words, and the opt-in reaches the restaurant', { tag: '@layout' }, async ({ page, isMobile, request }) => {
  await page.goto('la-buvette/menu/0');
  await page.getByRole('heading', { level: 2, name: 'À grignoter' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Planche mixte' }).click();
  await page.getByRole('dialog', { name: 'Planche mixte' }).getByRole('button', { name: 'Ajouter au panier · 18,00 €' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('la-buvette/validation');
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await chooseSlotAhead(page, 4, isMobile ? '20:00 – 20:30' : '21:00 – 21:30');
  await reachValidateStep(page);
  await answerLaBuvetteQuestions(page);

  const newsletter = page.getByRole('checkbox', { name: 'Recevoir la lettre de La Buvette : concerts et nouvelles bières' });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await audit(page, 'the summary step with the newsletter checkbox');

  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/la-buvette\/trackOrder\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const headers = { [STAGING_HEADER.name]: STAGING_HEADER.value };
  const orders = (await (await request.get(ADMIN_ROUTES.exportOrders('la-buvette'), { headers })).json()) as { order_number: string; payload: { opt_in_promotions?: boolean } }[];
  expect(orders.find((order) => order.order_number === orderId)?.payload.opt_in_promotions).toBe(true);
});
