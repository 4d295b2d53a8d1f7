import { describe, expect, it } from 'vitest';
import { CHOSEN_TIME_SLOT_STORE, USE_CASES } from '../../../../config/use-case-tokens';
import type { ChosenTimeSlotStore } from '../../../../core/use-cases/schedule/chosen-time-slot-store';
import { notificationDuration } from '../../../../ui/notifications/notification-center';
import { basketStorageKey } from '../../../../core/domain/basket/basket-storage';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

const BURGER = 1101;
const ESPRESSO = 2201;
const burgerWithThreeSauces = [
  { option_id: 1, item_ids: [103] },
  { option_id: 2, item_ids: [201] },
  { option_id: 3, item_ids: [301, 302, 303] },
];

function add(session: DemoSession, productId: number, selection: typeof burgerWithThreeSauces = [], quantity = 1) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId,
    selection,
    quantity,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

describe('BasketViewModel (browsing 3 and 4: the basket of one restaurant)', () => {
  it('issue 6: shows each line with each chosen item and its extra cost, not raw option labels', async () => {
    const session = await demoSession();
    add(session, BURGER, burgerWithThreeSauces, 2);
    const [line] = session.basket.lines;
    expect(line?.quantity).toBe(2);
    // browsing 4: 16.50, plus 0.50 for the third sauce beyond the two included.
    expect(line?.unitPrice).toBe(1700);
    expect(line?.linePrice).toBe(3400);
    expect(line?.details).toEqual({
      kind: 'product',
      items: [
        { optionName: expect.objectContaining({ fr: 'Cuisson', en: 'Cooking' }), name: expect.objectContaining({ fr: 'À point', en: 'Medium' }), extraCost: 0 },
        { optionName: expect.objectContaining({ fr: 'Accompagnement', en: 'Side' }), name: expect.objectContaining({ fr: 'Frites maison', en: 'Home-made fries' }), extraCost: 0 },
        { optionName: expect.objectContaining({ fr: 'Sauces (2 offertes)', en: 'Sauces (2 included)' }), name: expect.objectContaining({ fr: 'Mayonnaise maison', en: 'Home-made mayonnaise' }), extraCost: 0 },
        { optionName: expect.objectContaining({ fr: 'Sauces (2 offertes)', en: 'Sauces (2 included)' }), name: expect.objectContaining({ fr: 'Ketchup', en: 'Ketchup' }), extraCost: 0 },
        { optionName: expect.objectContaining({ fr: 'Sauces (2 offertes)', en: 'Sauces (2 included)' }), name: expect.objectContaining({ fr: 'Sauce poivre', en: 'Pepper sauce' }), extraCost: 50 },
      ],
    });
    expect(line?.edit).toEqual({ kind: 'product', productId: BURGER });
  });

  it('a product without options has nothing to compose again', async () => {
    const session = await demoSession();
    add(session, ESPRESSO);
    expect(session.basket.lines[0]?.edit).toBeNull();
  });

  it('plus and minus change the quantity; minus on the last unit removes the line, with an undo', async () => {
    const session = await demoSession();
    add(session, ESPRESSO);
    const key = session.basket.lines[0]!.key;
    session.basket.increase(key);
    expect(session.basket.itemCount).toBe(2);
    session.basket.decrease(key);
    session.basket.decrease(key);
    expect(session.basket.isEmpty).toBe(true);
    expect(session.basket.lastRemoved?.entry.nb).toBe(1);
    session.basket.undoRemove();
    expect(session.basket.itemCount).toBe(1);
  });

  it('issue 6: removing a composed burger can be undone: it comes back in its place, with its options and quantity, and is saved', async () => {
    const session = await demoSession();
    add(session, ESPRESSO);
    add(session, BURGER, burgerWithThreeSauces, 2);
    add(session, 2102);
    const burger = session.basket.lines[1]!;
    session.basket.remove(burger.key);
    expect(session.basket.lines.map((line) => line.key)).not.toContain(burger.key);
    session.basket.undoRemove();
    expect(session.basket.lines[1]).toEqual(burger);
    expect(session.basket.lastRemoved).toBeNull();
    expect(JSON.parse(session.store.get(basketStorageKey('le-comptoir'))!).basketProducts[1].key).toBe(burger.key);
  });

  it('once the basket closes, the removal is final', async () => {
    const session = await demoSession();
    add(session, ESPRESSO);
    session.basket.remove(session.basket.lines[0]!.key);
    session.basket.forgetRemoved();
    session.basket.undoRemove();
    expect(session.basket.isEmpty).toBe(true);
  });

  it('remove takes the line out whatever its quantity', async () => {
    const session = await demoSession();
    add(session, ESPRESSO, [], 3);
    add(session, BURGER, burgerWithThreeSauces);
    session.basket.remove(session.basket.lines[0]!.key);
    expect(session.basket.lines.map((line) => line.name)).toEqual([expect.objectContaining({ fr: 'Burger du Comptoir', en: 'Comptoir burger' })]);
  });

  it('the subtotal comes from ComputeTotals', async () => {
    const session = await demoSession();
    add(session, ESPRESSO, [], 2);
    add(session, BURGER, burgerWithThreeSauces);
    expect(session.basket.totals.subtotal).toBe(2 * 220 + 1700);
  });

  it('browsing 4: every change is saved, so the basket survives a reload', async () => {
    const session = await demoSession();
    add(session, ESPRESSO, [], 2);
    const reloaded = await demoSession('le-comptoir', (store) => store.set(basketStorageKey('le-comptoir'), session.store.get(basketStorageKey('le-comptoir'))!));
    expect(reloaded.basket.itemCount).toBe(2);
    expect(reloaded.notifications.sent).toEqual([]);
  });

  it('unreadable storage gives an empty basket and tells the customer, without failing', async () => {
    const session = await demoSession('le-comptoir', (store) => store.set(basketStorageKey('le-comptoir'), '{not json'));
    expect(session.basket.isEmpty).toBe(true);
    expect(session.notifications.keys).toEqual(['basket_could_not_be_restored']);
  });

  it('checkout 4: lines the catalogue no longer allows are removed and named (products_removed_from_cart)', async () => {
    const stored = {
      version: '1.7',
      restaurantToken: 'le-comptoir',
      basketProducts: [
        { key: '2201', product: { id: 2201, name: 'Expresso', category_id: 22, unitPrice: 220, selectedOptions: [] }, nb: 1 },
        // A product the menu no longer has cannot stay.
        { key: '999999', product: { id: 999999, name: 'Plat retiré', category_id: 11, unitPrice: 900, selectedOptions: [] }, nb: 1 },
      ],
    };
    const session = await demoSession('le-comptoir', (store) => store.set(basketStorageKey('le-comptoir'), JSON.stringify(stored)));
    expect(session.basket.lines.map((line) => line.key)).toEqual(['2201']);
    expect(session.notifications.sent).toEqual([expect.objectContaining({ key: 'products_removed_from_cart', names: ['Plat retiré'] })]);
  });

  it('browsing 4 (issue 20.3): a line sold out since the last visit is removed and named, and the customer is told it is sold out', async () => {
    const stored = {
      version: '1.7',
      restaurantToken: 'le-comptoir',
      basketProducts: [
        { key: '2201', product: { id: 2201, name: 'Expresso', category_id: 22, unitPrice: 220, selectedOptions: [] }, nb: 1 },
        // The sold-out egg (stock 0) cannot stay; the withdrawn dish goes too, for another reason.
        { key: '1002', product: { id: 1002, name: 'Œuf parfait', category_id: 11, unitPrice: 900, selectedOptions: [] }, nb: 1 },
        { key: '999999', product: { id: 999999, name: 'Plat retiré', category_id: 11, unitPrice: 900, selectedOptions: [] }, nb: 1 },
      ],
    };
    const session = await demoSession('le-comptoir', (store) => store.set(basketStorageKey('le-comptoir'), JSON.stringify(stored)));
    expect(session.basket.lines.map((line) => line.key)).toEqual(['2201']);
    expect(session.notifications.sent).toEqual([
      expect.objectContaining({ key: 'sold_out_products_removed_from_cart', names: ['Œuf parfait'] }),
      expect.objectContaining({ key: 'products_removed_from_cart', names: ['Plat retiré'] }),
    ]);
  });

  it('some unreadable lines are dropped and the customer is told', async () => {
    const stored = {
      version: '1.7',
      restaurantToken: 'le-comptoir',
      basketProducts: [
        { key: '2201', product: { id: 2201, name: 'Expresso', category_id: 22, unitPrice: 220, selectedOptions: [] }, nb: 1 },
        { product: { id: 'two' }, nb: 1 },
      ],
    };
    const session = await demoSession('le-comptoir', (store) => store.set(basketStorageKey('le-comptoir'), JSON.stringify(stored)));
    expect(session.basket.itemCount).toBe(1);
    expect(session.notifications.keys).toEqual(['some_basket_products_could_not_be_restored']);
  });
});

describe('browsing 4 and 8: preparation time and the chosen slot', () => {
  it('adding the curry (25 min to prepare) clears the chosen slot and says preparation_time_change_remove_timeslot for 6 s', async () => {
    const session = await demoSession();
    const slots = session.container.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE);
    slots.choose('le-comptoir', { id: 1, start_time: '2026-11-23T12:00:00+01:00', end_time: null });
    const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
      restaurantId: 'le-comptoir',
      catalogue: session.catalogue,
      settings: session.settings,
      productId: 1302,
      selection: [],
      quantity: 1,
    });
    if (!added.ok) throw new Error(added.error);
    session.basket.confirmAdded(added.value, ['Curry']);
    expect(slots.read('le-comptoir')).toBeNull();
    expect(session.notifications.sent.at(-1)).toMatchObject({ key: 'preparation_time_change_remove_timeslot' });
    expect(notificationDuration('preparation_time_change_remove_timeslot')).toBe(6_000);
  });
});
