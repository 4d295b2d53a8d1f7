import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import { readLimitationEntities } from '../../../../ui/limitation/limitation-entities';
import { LimitationViewModel, limitationPageTitle } from '../../../../ui/limitation/limitation-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

const LEMONADE = 2101;
const ESPRESSO = 2201;
const HOT_DRINKS = 22;

function add(session: DemoSession, productId: number) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId,
    selection: [],
    quantity: 1,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

describe('browsing 2.7: limitation page', () => {
  it('reads its entities from the route state, without trusting them; none means Home', () => {
    expect(readLimitationEntities({ entities: { productIds: [1], categoriesIds: [2], timeSlotId: 3 } })).toEqual({ productIds: [1], categoriesIds: [2], timeSlotId: 3 });
    expect(readLimitationEntities({ entities: { productIds: ['1'], categoriesIds: 'x' } })).toBeNull();
    expect(readLimitationEntities(null)).toBeNull();
    expect(readLimitationEntities({ entities: { productIds: [], categoriesIds: [] } })).toBeNull();
  });

  it('browsing 8: its title by type, with the four limitation keys; another type has none', () => {
    expect(['limitation_products', 'limitation_categories', 'limitation_total_products', 'limitation_order'].map(limitationPageTitle)).toEqual([
      'limitation_these_products_are_no_longer_available',
      'limitation_these_products_form_category_are_no_longer_available',
      'limitation_order_total_products_full',
      'limitation_order_timeslot_full',
    ]);
    expect(limitationPageTitle('stock_error')).toBeNull();
    expect(limitationPageTitle(undefined)).toBeNull();
  });

  it('lists the limited categories and takes the limited products out of the basket, keeping their names', async () => {
    const session = await demoSession();
    add(session, ESPRESSO);
    add(session, LEMONADE);
    const limitation = new LimitationViewModel({ productIds: [ESPRESSO], categoriesIds: [HOT_DRINKS, 999] }, session.catalogue, session.basket);
    limitation.start();
    expect(session.basket.basket.basketProducts.map((entry) => entry.product.id)).toEqual([LEMONADE]);
    expect(limitation.categoryNames).toEqual([expect.objectContaining({ en: 'Hot drinks' })]);
    expect(limitation.productNames).toEqual([expect.objectContaining({ en: 'Espresso' })]);
    limitation.removeFromBasket();
    expect(limitation.productNames).toHaveLength(1);
  });
});
