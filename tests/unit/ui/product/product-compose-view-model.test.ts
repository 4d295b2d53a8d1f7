import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { ProductOption } from '../../../../core/domain/catalogue/catalogue';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { EditBasketLine } from '../../../../core/use-cases/basket/edit-basket-line';
import { ProductComposeViewModel } from '../../../../ui/product/product-compose-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

const COOKING = 1;
const SIDE = 2;
const SAUCES = 3;
const TOPPINGS = 4;
const TEA = 7;

function compose(session: DemoSession, productId: number): ProductComposeViewModel {
  const viewModel = ProductComposeViewModel.forProduct(productId, {
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    addToBasket: session.container.get<AddToBasket>(USE_CASES.addToBasket),
    editBasketLine: session.container.get<EditBasketLine>(USE_CASES.editBasketLine),
    basket: session.basket,
    notifications: session.notifications,
  });
  if (!viewModel) throw new Error(`no product ${productId}`);
  return viewModel;
}

function option(viewModel: ProductComposeViewModel, id: number): ProductOption {
  const found = viewModel.options.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
}

describe('ProductComposeViewModel (browsing 4 and 5: composing a product)', () => {
  it('browsing 4: default items are pre-selected and priced in', async () => {
    const burger = compose(await demoSession(), 1101);
    expect(burger.choices.isChosen(option(burger, COOKING), 103)).toBe(true);
    expect(burger.choices.isChosen(option(burger, SIDE), 201)).toBe(true);
    expect(burger.choices.isChosen(option(burger, SAUCES), 301)).toBe(true);
    expect(burger.unitPrice).toBe(1650);
  });

  it('browsing 5: a single choice holds one item, picking another replaces it', async () => {
    const burger = compose(await demoSession(), 1101);
    const cooking = option(burger, COOKING);
    burger.choices.toggle(cooking, 102);
    expect(burger.choices.rulesOf(cooking).choice).toBe('single');
    expect(burger.choices.isChosen(cooking, 102)).toBe(true);
    expect(burger.choices.isChosen(cooking, 103)).toBe(false);
  });

  it('an item with a price changes the live unit price', async () => {
    const burger = compose(await demoSession(), 1101);
    burger.choices.toggle(option(burger, SIDE), 203);
    expect(burger.unitPrice).toBe(1650 + 250);
  });

  it('browsing 4: two sauces are included, each one beyond costs 0.50 and none is disabled', async () => {
    const burger = compose(await demoSession(), 1101);
    const sauces = option(burger, SAUCES);
    expect(burger.choices.rulesOf(sauces)).toMatchObject({ choice: 'multiple', includedItems: 2, extraItemPrice: 50, maxItems: null });
    burger.choices.toggle(sauces, 302);
    expect(burger.unitPrice).toBe(1650);
    burger.choices.toggle(sauces, 303);
    burger.choices.toggle(sauces, 304);
    expect(burger.unitPrice).toBe(1650 + 2 * 50);
    expect(burger.choices.isDisabled(sauces, 304)).toBe(false);
  });

  it('browsing 5: at three toppings without extra price, the other toppings are disabled', async () => {
    const burger = compose(await demoSession(), 1101);
    const toppings = option(burger, TOPPINGS);
    expect(burger.choices.rulesOf(toppings).maxItems).toBe(3);
    for (const item of [401, 402, 403]) burger.choices.toggle(toppings, item);
    expect(burger.choices.chosenCount(toppings)).toBe(3);
    expect(burger.choices.isDisabled(toppings, 404)).toBe(true);
    expect(burger.choices.isDisabled(toppings, 401)).toBe(false);
    burger.choices.toggle(toppings, 404);
    expect(burger.choices.chosenCount(toppings)).toBe(3);
  });

  it('issue 22.11 (browsing 5): a refused add names the mandatory options still to choose, and counts the refusal for the focus', async () => {
    const session = await demoSession();
    const tea = compose(session, 2203);
    const teaOption = option(tea, TEA);
    expect(tea.choices.missingOptions).toEqual([teaOption]);
    expect(tea.choices.refusedAttempts).toBe(0);
    expect(tea.add()).toBe(false);
    expect(tea.add()).toBe(false);
    // Each refused try brings the focus to the option again.
    expect(tea.choices.refusedAttempts).toBe(2);
    tea.choices.toggle(teaOption, 702);
    expect(tea.choices.missingOptions).toEqual([]);
    // The burger's mandatory options all come with a default: nothing to name.
    expect(compose(session, 1101).choices.missingOptions).toEqual([]);
  });

  it('browsing 5: a mandatory option must be answered before adding (missing_mandatory_options)', async () => {
    const session = await demoSession();
    const tea = compose(session, 2203);
    const teaOption = option(tea, TEA);
    expect(tea.choices.isMissing(teaOption)).toBe(false);
    expect(tea.add()).toBe(false);
    expect(tea.problem).toBe('missing_mandatory_options');
    expect(tea.choices.isMissing(teaOption)).toBe(true);
    expect(session.basket.isEmpty).toBe(true);

    tea.choices.toggle(teaOption, 702);
    expect(tea.problem).toBeNull();
    expect(tea.choices.isMissing(teaOption)).toBe(false);
    expect(tea.add()).toBe(true);
  });

  it('the quantity stays between 1 and 99, and the total follows it', async () => {
    const espresso = compose(await demoSession(), 2201);
    espresso.decrease();
    expect(espresso.quantity).toBe(1);
    expect(espresso.canDecrease).toBe(false);
    espresso.increase();
    espresso.increase();
    expect(espresso.totalPrice).toBe(3 * 220);
    for (let i = 0; i < 200; i += 1) espresso.increase();
    expect(espresso.quantity).toBe(99);
    expect(espresso.canIncrease).toBe(false);
  });

  it('adding puts the composition into the basket and notifies product_added_to_shopping_cart', async () => {
    const session = await demoSession();
    const burger = compose(session, 1101);
    burger.choices.toggle(option(burger, SAUCES), 302);
    burger.increase();
    expect(burger.add()).toBe(true);
    expect(session.basket.itemCount).toBe(2);
    expect(session.basket.lines[0]?.unitPrice).toBe(1650);
    expect(session.notifications.sent).toEqual([
      expect.objectContaining({ key: 'product_added_to_shopping_cart', names: [expect.objectContaining({ fr: 'Burger du Comptoir', en: 'Comptoir burger' })], tone: 'success' }),
    ]);
  });

  it('a sold-out product says it is not orderable and cannot be added', async () => {
    const session = await demoSession();
    const egg = compose(session, 1002);
    expect(egg.availability).toBe('sold_out');
    expect(egg.add()).toBe(false);
    expect(egg.problem).toBe('product_unavailable');
    expect(session.basket.isEmpty).toBe(true);
  });

  it('there is nothing to compose for an unknown product or a formula', async () => {
    const session = await demoSession();
    const deps = {
      restaurantId: session.settings.id,
      catalogue: session.catalogue,
      settings: session.settings,
      addToBasket: session.container.get<AddToBasket>(USE_CASES.addToBasket),
      editBasketLine: session.container.get<EditBasketLine>(USE_CASES.editBasketLine),
      basket: session.basket,
      notifications: session.notifications,
    };
    expect(ProductComposeViewModel.forProduct(424242, deps)).toBeNull();
    expect(ProductComposeViewModel.forProduct(3001, deps)).toBeNull();
  });

  it('issue 6: opened from a basket line, it starts from that line and replaces it', async () => {
    const session = await demoSession();
    const first = compose(session, 1101);
    first.choices.toggle(option(first, SAUCES), 302);
    first.increase();
    expect(first.add()).toBe(true);
    const key = session.basket.lines[0]!.key;
    const deps = {
      restaurantId: session.settings.id,
      catalogue: session.catalogue,
      settings: session.settings,
      addToBasket: session.container.get<AddToBasket>(USE_CASES.addToBasket),
      editBasketLine: session.container.get<EditBasketLine>(USE_CASES.editBasketLine),
      basket: session.basket,
      notifications: session.notifications,
    };
    const editing = ProductComposeViewModel.forProduct(1101, deps, key)!;
    expect(editing.editing?.key).toBe(key);
    expect(editing.quantity).toBe(2);
    expect(editing.choices.isChosen(option(editing, SAUCES), 302)).toBe(true);
    editing.choices.toggle(option(editing, SAUCES), 303);
    expect(editing.add()).toBe(true);
    expect(session.basket.lines.map((line) => ({ nb: line.quantity, price: line.unitPrice }))).toEqual([{ nb: 2, price: 1650 + 50 }]);
    expect(session.notifications.keys).toEqual(['product_added_to_shopping_cart', 'basket_line_updated']);
    // A key of no line of this product composes a new line.
    expect(ProductComposeViewModel.forProduct(1101, deps, 'nope')?.editing).toBeNull();
  });

  it('allergens are named by the catalogue', async () => {
    expect(compose(await demoSession(), 2202).allergens).toEqual([expect.objectContaining({ fr: 'Lait', en: 'Milk' })]);
  });
});

describe('browsing 4 and 5: the compose dialog and the basket rules', () => {
  it('browsing 5: a third risotto (2 per order) is refused: said in the dialog and in a toast, the basket keeps two', async () => {
    const session = await demoSession();
    const risotto = compose(session, 1301);
    risotto.increase();
    expect(risotto.add()).toBe(true);
    const third = compose(session, 1301);
    expect(third.add()).toBe(false);
    expect(third.problem).toBe('basket_limit_product');
    expect(session.notifications.sent.at(-1)).toMatchObject({ key: 'basket_limit_product', tone: 'warning' });
    expect(session.basket.itemCount).toBe(2);
  });

  it('browsing 4: in consultative mode the add is refused with basket_closed_in_consultative_mode', async () => {
    const session = await demoSession('cafe-du-musee');
    const tart = compose(session, 101);
    expect(tart.add()).toBe(false);
    expect(tart.problem).toBe('basket_closed_in_consultative_mode');
    expect(session.basket.isEmpty).toBe(true);
  });
});
