import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { Login } from '../../../../core/use-cases/account/login';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { OrderPlaced, PlaceOrder } from '../../../../core/use-cases/order/place-order';
import type { SignedInCustomer } from '../../../../ui/checkout/checkout-view-model';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

const CLAIRE: SignedInCustomer = { id: 'u-42', firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@example.com', phone: '+33612345678' };

function checkoutOf(session: DemoSession, signedInUser: SignedInCustomer | null, placed: OrderPlaced[]) {
  const book = [{ fullName: 'Bob Dupont', firstName: '', lastName: '', phone: '0600000000', email: 'bob@example.com' }];
  return new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    placeOrder: async () => {
      const real = await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
      return {
        execute: async (input) => {
          const result = await real.execute(input);
          if (result.ok) placed.push(result.value);
          return result;
        },
      };
    },
    navigate: () => undefined,
    origin: 'https://shop.example/',
    timers: new ManualTimers(),
    savedInfos: { recall: () => book, remember: () => undefined },
    signedInUser,
  });
}

function addEspresso(session: DemoSession) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId: 2201,
    selection: [],
    quantity: 1,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

describe('checkout 2 and 3: a signed-in customer at checkout (issue 8)', () => {
  it('the profile prefills name, e-mail and phone; saved infos are not offered', async () => {
    const session = await demoSession();
    const checkout = checkoutOf(session, CLAIRE, []);
    expect({ fullName: checkout.contact.fullName, email: checkout.contact.email, phone: checkout.contact.phone }).toEqual({
      fullName: 'Claire Martin',
      email: 'claire.martin@example.com',
      phone: '+33612345678',
    });
    expect(checkout.contact.savedInfos).toEqual([]);
  });

  it('the order payload carries userId when signed in, and none for a visitor', async () => {
    const session = await demoSession();
    addEspresso(session);
    // A real session: the platform believes an order's userId only from the session it comes with.
    const login = await session.container.getAsync<Login>(USE_CASES.login);
    const signedIn = await login.execute({ restaurantId: 'le-comptoir', email: 'claire.martin@example.com', password: 'Comptoir2026', rememberMe: false });
    if (!signedIn.ok) throw new Error(JSON.stringify(signedIn.error));
    const placed: OrderPlaced[] = [];
    const checkout = checkoutOf(session, signedIn.value, placed);
    checkout.summaryAndPayment.setCgvAccepted(true);
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    expect(placed[0]?.payload.userId).toBe(signedIn.value.id);

    const visitorSession = await demoSession();
    addEspresso(visitorSession);
    const visitorPlaced: OrderPlaced[] = [];
    const visitor = checkoutOf(visitorSession, null, visitorPlaced);
    expect(visitor.contact.savedInfos).toHaveLength(1);
    visitor.contact.setFullName('Alice Martin');
    visitor.contact.setPhone('0612345678');
    visitor.summaryAndPayment.setCgvAccepted(true);
    await visitor.submit();
    expect(visitorPlaced[0]?.payload).not.toHaveProperty('userId');
  });
});
