import { addRivieraBreakfast, reachRiviera214ValidateStep, reachValidateStep } from './checkout-navigation';
import { expect, test } from './fixtures';
import { layoutShiftOnceSettled, watchLayoutShift } from './layout-shift';

/** Wednesday 16 June 2027, 02:00 in Paris (00:00 UTC): Le Comptoir (12:00-14:30 and 19:00-22:30) is closed. */
const TWO_AM = new Date('2027-06-16T00:00:00Z');

// The page's clock is Playwright's, at 2 am (fixtures.ts: not shifted again).
test.use({ shiftPageDate: false });

test('issue 22.4 (checkout 4 "Checkout flow": the opening-time check before sending): at 2 am Le Comptoir says it is closed and when it opens, and sends nothing @layout', async ({ page }) => {
  // The page reads 2 am; the server runs at the suite's lunch hour, so only the storefront's own check stops the order.
  await page.clock.install({ time: TWO_AM });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/le-comptoir\/order\//.test(request.url())) sent.push(request.url());
  });
  const closed = 'Le restaurant est fermé pour le moment. Les commandes reprennent aujourd’hui à 12:00.';

  // The menu says it before anything is chosen, and the basket before the checkout.
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByTestId('closed-for-ordering')).toHaveText(closed);
  await page.getByRole('button', { name: 'Ajouter Velouté de potimarron au panier' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' }).getByTestId('closed-for-ordering')).toHaveText(closed);
  // The way to the checkout waits for the opening: the notice stands where the order button was.
  await expect(page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' })).toHaveCount(0);

  await page.goto('le-comptoir/validation');
  await expect(page.getByTestId('closed-for-ordering')).toHaveText(closed);
  await page.getByLabel('Nom et prénom').fill('Alice Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /^Valider la commande/ }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Informations invalides' })).toContainText('Le restaurant est fermé pour le moment.');
  await expect(page.getByTestId('closed-for-ordering')).toHaveText(closed);
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  expect(sent).toEqual([]);
});

/**
 * The second case: a room service open 07:00-23:00 (Hôtel Riviera) took room deliveries "as soon
 * as possible" at 2 am. Closed, its menu says so and when it opens, and its checkout sends nothing.
 */
test('issue 22.4: at 2 am the Hôtel Riviera room service (07:00-23:00) says it is closed until 07:00 and sends nothing @layout', async ({ page }) => {
  await page.clock.install({ time: TWO_AM });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/hotel-riviera\/order\//.test(request.url())) sent.push(request.url());
  });
  const closed = 'Le restaurant est fermé pour le moment. Les commandes reprennent aujourd’hui à 07:00.';

  await page.goto('hotel-riviera');
  await expect(page.getByTestId('closed-for-ordering')).toHaveText(closed);
  await addRivieraBreakfast(page);

  await page.goto('hotel-riviera/validation');
  await expect(page.getByTestId('closed-for-ordering')).toHaveText(closed);
  await reachRiviera214ValidateStep(page);
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informations invalides' })).toContainText('Le restaurant est fermé pour le moment.');
  await expect(page).toHaveURL(/\/hotel-riviera\/validation$/);
  expect(sent).toEqual([]);
});

/**
 * Issue 17 (CLS 0): the notice of a closed restaurant is known only once the menu is drawn (its opening-hours
 * check waits for a task of its own); drawn above the menu, it pushed the whole page down (CLS 0.11 in Lighthouse
 * at closing time). It now docks at the bottom of the window, over nothing the customer reads first.
 */
test('issue 17: at 2 am the closed notice moves nothing on the page (CLS at most 0.01) @layout', async ({ page }) => {
  await page.clock.install({ time: TWO_AM });
  await watchLayoutShift(page);
  await page.goto('le-comptoir');
  await expect(page.getByTestId('closed-for-ordering')).toBeVisible();
  await expect(page.locator('#hero-title')).toBeInViewport();
  expect(await layoutShiftOnceSettled(page)).toBeLessThanOrEqual(0.01);
});
