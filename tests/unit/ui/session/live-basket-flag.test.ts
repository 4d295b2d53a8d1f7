import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { catalogueWithAvailability, unavailableBasketLines } from '../../../../core/domain/catalogue/menu-availability';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import { demoSession } from '../fixtures/demo-session';

const ESPRESSO = 2201;

describe('issue 20.3: the basket flags a line sold out at the platform since it was added', () => {
  it('flags nothing until the stock is told live, then the sold-out line; the flag follows the basket', async () => {
    const session = await demoSession();
    const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
      restaurantId: session.settings.id,
      catalogue: session.catalogue,
      settings: session.settings,
      productId: ESPRESSO,
      selection: [],
      quantity: 1,
    });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    expect(session.basket.unavailableLineKeys.size).toBe(0);

    const soldOut = catalogueWithAvailability(session.catalogue, { restaurantId: session.settings.id, stock: { [ESPRESSO]: 0 }, busyMinutes: 0, preparationMinutes: 0 });
    session.basket.useLiveCatalogue(soldOut, unavailableBasketLines);
    const [line] = session.basket.lines;
    expect([...session.basket.unavailableLineKeys]).toEqual([line!.key]);

    session.basket.remove(line!.key);
    expect(session.basket.unavailableLineKeys.size).toBe(0);
  });

  it('un-flags the line live once the platform has it back in stock, and flags it again when the units left are fewer than the line', async () => {
    const session = await demoSession();
    const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
      restaurantId: session.settings.id,
      catalogue: session.catalogue,
      settings: session.settings,
      productId: ESPRESSO,
      selection: [],
      quantity: 2,
    });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    const told = (units: number) => ({ restaurantId: session.settings.id, stock: { [ESPRESSO]: units }, busyMinutes: 0, preparationMinutes: 0 });
    // As follow-menu-live.ts does: each message on the stock last told.
    const tell = (units: number) => session.basket.useLiveCatalogue(catalogueWithAvailability(session.basket.liveCatalogue ?? session.catalogue, told(units)), unavailableBasketLines);

    tell(0);
    expect(session.basket.unavailableLineKeys.size).toBe(1);
    tell(12);
    expect(session.basket.unavailableLineKeys.size).toBe(0);
    tell(1);
    expect(session.basket.unavailableLineKeys.size).toBe(1);
  });
});
