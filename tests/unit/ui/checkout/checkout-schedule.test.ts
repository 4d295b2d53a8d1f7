import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

describe('CheckoutViewModel and the time selection (checkout 4, 5)', () => {
  it('checkout 5: at La Buvette nothing is sent without a time slot (timeslot_required)', async () => {
    const session = await demoSession('la-buvette');
    const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
      restaurantId: 'la-buvette',
      catalogue: session.catalogue,
      settings: session.settings,
      productId: 1101,
      selection: [],
      quantity: 1,
    });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    const navigations: string[] = [];
    const checkout = new CheckoutViewModel(session.settings, session.basket, {
      computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
      placeOrder: async () => session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
      navigate: (to) => navigations.push(to),
      origin: 'https://shop.example/',
      timers: new ManualTimers(),
    });
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    checkout.summaryAndPayment.setCgvAccepted(true);
    // La Buvette's checkout asks its question, packaging and guests too (checkout 5): answered here.
    checkout.commentsAndOptions.answerQuestion(1, 1, true);
    checkout.commentsAndOptions.chooseCheckoutOption(10, 'paper', true);
    checkout.commentsAndOptions.setCutlery(1);
    await checkout.submit();
    expect({ state: checkout.state, problems: checkout.problems, navigations }).toEqual({ state: { kind: 'editing' }, problems: [{ field: 'timeSlot', key: 'timeslot_required' }], navigations: [] });
    // The picker, mounted again after the in-progress screen, publishes no choice: the problem stays shown.
    checkout.setTimeSlot(null);
    expect(checkout.problemOf('timeSlot')?.key).toBe('timeslot_required');
  });
});
