import { describe, expect, it, vi } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { catalogueWithAvailability, unavailableBasketLines } from '../../../../core/domain/catalogue/menu-availability';
import { ok } from '../../../../core/domain/result';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { UnavailableProductsViewModel } from '../../../../ui/checkout/unavailable-products-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

const ESPRESSO = 2201;

async function checkoutWithEspresso(): Promise<{ session: DemoSession; checkout: CheckoutViewModel; unavailable: UnavailableProductsViewModel; placeOrder: ReturnType<typeof vi.fn>; goToBasket: ReturnType<typeof vi.fn> }> {
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
  const goToBasket = vi.fn();
  const unavailable = new UnavailableProductsViewModel({ loadCatalogue: async () => ok(session.catalogue), basket: session.basket, goToBasket });
  const real = await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
  const placeOrder = vi.fn((...args: Parameters<PlaceOrder['execute']>) => real.execute(...args));
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    placeOrder: async () => ({ execute: placeOrder }),
    navigate: () => undefined,
    origin: 'https://shop.example/',
    timers: new ManualTimers(),
    holdBackSoldOut: unavailable.holdBackSoldOut,
  });
  checkout.contact.setFullName('Alice Martin');
  checkout.contact.setPhone('06 12 34 56 78');
  checkout.summaryAndPayment.setCgvAccepted(true);
  return { session, checkout, unavailable, placeOrder, goToBasket };
}

/** As follow-menu-live.ts does with what the live channel tells. */
function tellStock(session: DemoSession, units: number): void {
  const told = { restaurantId: session.settings.id, stock: { [ESPRESSO]: units }, busyMinutes: 0, preparationMinutes: 0 };
  session.basket.useLiveCatalogue(catalogueWithAvailability(session.basket.liveCatalogue ?? session.catalogue, told), unavailableBasketLines);
}

describe('issue 20.3: the checkout page holds back a line sold out live (checkout 8, before the platform refuses it)', () => {
  it('a submit with a line flagged sold out sends nothing and lists it in the products-no-longer-available popup; its buttons remove it and go to the basket', async () => {
    const { session, checkout, unavailable, placeOrder, goToBasket } = await checkoutWithEspresso();
    tellStock(session, 0);

    await checkout.submit();
    expect(placeOrder).not.toHaveBeenCalled();
    expect(checkout.state).toEqual({ kind: 'editing' });
    expect(unavailable.isOpen).toBe(true);
    expect(unavailable.removed.map((entry) => entry.product.id)).toEqual([ESPRESSO]);

    unavailable.confirm();
    expect(session.basket.basket.basketProducts).toEqual([]);
    expect(goToBasket).toHaveBeenCalledOnce();
  });

  it('back in stock before the submit: nothing is held back, the order is sent', async () => {
    const { session, checkout, unavailable, placeOrder } = await checkoutWithEspresso();
    tellStock(session, 0);
    tellStock(session, 5);

    await checkout.submit();
    expect(unavailable.isOpen).toBe(false);
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(checkout.state.kind).not.toBe('editing');
  });
});
