import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { CalculateLoyaltyOrder } from '../../../../core/use-cases/loyalty/calculate-loyalty-order';
import type { CheckLoyaltyOffers } from '../../../../core/use-cases/loyalty/check-loyalty-offers';
import type { ConnectLoyalty } from '../../../../core/use-cases/loyalty/connect-loyalty';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import type { CheckPromoCode } from '../../../../core/use-cases/promotion/check-promo-code';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

/** A checkout on the in-process simulator's programme, counting the promo offers checks it asks. */
async function checkoutAt(restaurantId: string) {
  const session = await demoSession(restaurantId);
  const { container } = session;
  const asked: string[] = [];
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    checkPromoCode: () => container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
    loyaltyProgramme: async () => {
      const offers = await container.getAsync<CheckLoyaltyOffers>(USE_CASES.checkLoyaltyOffers);
      return {
        connect: await container.getAsync<ConnectLoyalty>(USE_CASES.connectLoyalty),
        calculate: await container.getAsync<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder),
        checkPromoCode: await container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
        offers: { execute: (id: string, infos: Parameters<CheckLoyaltyOffers['execute']>[1]) => (asked.push(infos.loyaltyCardNumber), offers.execute(id, infos)) },
      };
    },
    placeOrder: async () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    navigate: () => undefined,
    origin: 'https://shop.example/',
    timers: new ManualTimers(),
  });
  checkout.chooseOrderType(OrderTypeId.takeAway);
  return { loyalty: checkout.loyalty, asked };
}

describe('the promo offers check from the storefront (issue 18; checkout 4, 7 "Promo offers check")', () => {
  it('on connecting, the programme is asked for the customer\'s offer, which the section shows; it goes with the customer', async () => {
    const { loyalty, asked } = await checkoutAt('la-buvette');
    loyalty.setCard('BUV-2001');
    await loyalty.connect();
    expect(asked).toEqual(['BUV-2001']);
    expect(loyalty.offer?.code).toBe('HAPPYHOUR');
    loyalty.disconnect();
    expect(loyalty.offer).toBeNull();
  });

  it('a fraud advantage blocks the point-of-sale offers: none is asked nor shown, its description is', async () => {
    const { loyalty, asked } = await checkoutAt('la-buvette');
    loyalty.setCard('BUV-2002');
    await loyalty.connect();
    expect(loyalty.fraud?.description).toMatch(/^Votre carte est bloquée/);
    expect(asked).toEqual([]);
    expect(loyalty.offer).toBeNull();
  });

  it('an unknown card asks nothing and shows no offer', async () => {
    const { loyalty, asked } = await checkoutAt('le-comptoir');
    loyalty.setCard('CMPT-9999');
    await loyalty.connect();
    expect(loyalty.message).toBe('unknown_card');
    expect(asked).toEqual([]);
    expect(loyalty.offer).toBeNull();
  });
});
