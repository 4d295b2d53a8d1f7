import { describe, expect, it } from 'vitest';
import type { Basket } from '../../../../core/domain/basket/basket';
import { failedDrawer, openedDrawer } from '../../../../core/domain/room-directory/highlight-drawer';
import { ok, fail } from '../../../../core/domain/result';
import type { HighlightTime, OpenHighlightProduct } from '../../../../core/use-cases/room-directory/open-highlight-product';
import { HighlightDrawerViewModel } from '../../../../ui/room-directory/highlight/highlight-drawer-view-model';
import { aCatalogue, aProduct } from '../../core/fixtures/catalogue-builders';
import { aRestaurant } from '../../core/fixtures/restaurant-builders';

const settings = aRestaurant({ id: 'le-phare' });
const emptyBasket: Basket = { restaurantToken: 'le-phare', basketProducts: [] } as unknown as Basket;
const noTime: HighlightTime = { timeSelectShown: false, slots: [] };

/** The drawer over a fake OpenHighlightProduct whose answers follow `answers`, one per load. */
function aDrawer(answers: readonly ('basket' | 'sold out')[]) {
  let loads = 0;
  const open: Pick<OpenHighlightProduct, 'execute' | 'emptyBasket' | 'timeFor'> = {
    execute: async () => {
      const answer = answers[Math.min(loads, answers.length - 1)];
      loads += 1;
      if (answer === 'sold out') return fail({ drawer: failedDrawer('product_not_found'), problem: 'product_not_found' as const, message: 'sold out', basket: emptyBasket });
      const product = aProduct({ id: 3001, price: 1900 + loads });
      return ok({ highlight: { product, orderTypeId: 3 as const }, drawer: openedDrawer(3, { timeSelectShown: false, slotCount: 0 }), time: noTime, orderTypeIds: [3 as const], basket: emptyBasket });
    },
    emptyBasket: () => emptyBasket,
    timeFor: () => noTime,
  };
  const replaced: Basket[] = [];
  const drawer = new HighlightDrawerViewModel(306, {
    settings,
    catalogue: aCatalogue(),
    basket: { replace: (basket) => replaced.push(basket) },
    open: async () => open,
    addToBasket: async () => ({ execute: () => ok(emptyBasket) }),
    placeOrder: () => Promise.reject(new Error('not in these tests')),
    origin: 'http://localhost',
  });
  return { drawer, loads: () => loads, replaced };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('browsing 2.9: Back to the product step reloads the highlight product', () => {
  it('reloads it, reselects it (the platform\'s answer now) and empties the basket', async () => {
    const { drawer, loads, replaced } = aDrawer(['basket']);
    drawer.start();
    await settled();
    expect([loads(), drawer.step, drawer.product?.price]).toEqual([1, 0, 1901]);
    drawer.next();
    expect(drawer.step).toBe(2);
    await drawer.back();
    expect([loads(), drawer.step, drawer.product?.price]).toEqual([2, 0, 1902]);
    expect(replaced.at(-1)?.basketProducts).toEqual([]);
  });

  it('a product gone meanwhile is the error step', async () => {
    const { drawer } = aDrawer(['basket', 'sold out']);
    drawer.start();
    await settled();
    drawer.next();
    await drawer.back();
    expect(drawer.step).toBe(-1);
  });
});
