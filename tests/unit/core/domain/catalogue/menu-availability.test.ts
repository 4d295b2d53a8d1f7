import { describe, expect, it } from 'vitest';
import type { MenuAvailability } from '../../../../../core/domain/catalogue/menu-availability';
import { catalogueWithAvailability, settingsWithAvailability, unavailableBasketLines } from '../../../../../core/domain/catalogue/menu-availability';
import type { MenuLiveEvent, MenuLiveUpdates } from '../../../../../core/ports/menu-live-updates';
import { FollowMenuAvailability } from '../../../../../core/use-cases/catalogue/follow-menu-availability';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aCatalogue, aProduct } from '../../fixtures/catalogue-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const availability = (stock: MenuAvailability['stock'], busyMinutes = 0, preparationMinutes = 10): MenuAvailability => ({ restaurantId: 'le-comptoir', stock, busyMinutes, preparationMinutes });

const catalogue = aCatalogue({
  products: [aProduct({ id: 1, stock: { number_available: 3 } }), aProduct({ id: 2, stock: null }), aProduct({ id: 3, stock: { number_available: 1 } })],
});

describe('issue 20.3: the menu with the availability told live (browsing 3)', () => {
  it('changes the stock of the products told, and keeps the same menu object when nothing moved', () => {
    const sold = catalogueWithAvailability(catalogue, availability({ '1': 0, '3': 1 }));
    expect(sold.products.map((product) => product.stock)).toEqual([{ number_available: 0 }, null, { number_available: 1 }]);
    expect(catalogueWithAvailability(sold, availability({ '1': 0, '3': 1 }))).toBe(sold);
    expect(catalogueWithAvailability(catalogue, availability({ '1': 3, '3': 1 }))).toBe(catalogue);
  });

  it('checkout 3: a new preparation time gives new settings, the same one the same object', () => {
    const settings = aRestaurant({ default_preparation_time: 10 });
    expect(settingsWithAvailability(settings, availability({}, 20, 30)).default_preparation_time).toBe(30);
    expect(settingsWithAvailability(settings, availability({}, 0, 10))).toBe(settings);
  });

  it('checkout 8: flags the lines sold out, short of units (all lines counted), or holding a sold-out formula dish', () => {
    const basket = aBasketWith([
      { ...aBasketEntry(aBasketProduct({ id: 1 }), 1), key: 'one' },
      { ...aBasketEntry(aBasketProduct({ id: 2 }), 5), key: 'untracked' },
      { ...aBasketEntry(aBasketProduct({ id: 3 }), 1), key: 'three-a' },
      { ...aBasketEntry(aBasketProduct({ id: 3 }), 1), key: 'three-b' },
    ]);
    expect(unavailableBasketLines(basket, catalogue)).toEqual(['three-a', 'three-b']);
    expect(unavailableBasketLines(basket, catalogueWithAvailability(catalogue, availability({ '1': 0, '3': 2 })))).toEqual(['one']);
    const formula = aBasketFormula({ id: 2, products: [{ ...aBasketFormula().products[0]!, product_id: 1 }] });
    const withFormula = aBasketWith([{ ...aBasketEntry(formula, 1), key: 'formula' }]);
    expect(unavailableBasketLines(withFormula, catalogueWithAvailability(catalogue, availability({ '1': 0 })))).toEqual(['formula']);
  });
});

describe('issue 20.3: FollowMenuAvailability believes only this establishment, within bounds', () => {
  function followed(events: readonly MenuLiveEvent[]) {
    const live: MenuLiveUpdates = {
      watchMenu: (_restaurantId, listener) => {
        for (const event of events) listener(event);
        return () => undefined;
      },
    };
    const heard: MenuAvailability[] = [];
    const connections: boolean[] = [];
    new FollowMenuAvailability(live).execute('le-comptoir', { availability: (told) => heard.push(told), connection: (connected) => connections.push(connected) });
    return { heard, connections };
  }

  it('passes its availability and connection states, drops another establishment and figures out of bounds', () => {
    const good = availability({ '1': 0 });
    const { heard, connections } = followed([
      { kind: 'availability', availability: good },
      { kind: 'availability', availability: { ...good, restaurantId: 'hotel-riviera' } },
      { kind: 'availability', availability: availability({ '1': -1 }) },
      { kind: 'availability', availability: availability({}, 181, 200) },
      { kind: 'availability', availability: availability({ '1': 1.5 }) },
      { kind: 'connection', connected: true },
    ]);
    expect(heard).toEqual([good]);
    expect(connections).toEqual([true]);
  });
});
