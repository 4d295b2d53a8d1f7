import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import { buildOrderPayload } from '../../../../core/domain/order/build-order-payload';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { CalculateLoyaltyOrder } from '../../../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../../../core/use-cases/loyalty/connect-loyalty';
import type { CheckLoyaltyOffers } from '../../../../core/use-cases/loyalty/check-loyalty-offers';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import type { CheckPromoCode } from '../../../../core/use-cases/promotion/check-promo-code';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

const RISOTTO = 1301;
const EXPRESSO = 2201;
const MOUSSE = 1402;

function add(session: DemoSession, productId: number, quantity = 1) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: session.settings.id, catalogue: session.catalogue, settings: session.settings, productId, selection: [], quantity });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

/** A checkout on the in-process simulator's programme (demo establishments README, "Loyalty programmes"). */
async function checkoutAt(restaurantId = 'le-comptoir') {
  const session = await demoSession(restaurantId);
  const timers = new ManualTimers();
  const { container } = session;
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    checkPromoCode: () => container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
    loyaltyProgramme: async () => ({
      connect: await container.getAsync<ConnectLoyalty>(USE_CASES.connectLoyalty),
      calculate: await container.getAsync<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder),
      checkPromoCode: await container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode),
      offers: await container.getAsync<CheckLoyaltyOffers>(USE_CASES.checkLoyaltyOffers),
    }),
    placeOrder: async () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    navigate: () => undefined,
    origin: 'https://shop.example/',
    timers,
  });
  checkout.chooseOrderType(OrderTypeId.takeAway);
  const stop = checkout.start();
  return { session, checkout, loyalty: checkout.loyalty, timers, stop };
}

async function flush() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('loyalty in the summary and payment step (issue 18; checkout 2, 3, 4, 5, 7, 8, 9)', () => {
  it('checkout 8: an unknown card, an unknown phone, and invalid_user with its create-account url', async () => {
    const { loyalty } = await checkoutAt();
    loyalty.setCard('CMPT-9999');
    await loyalty.connect();
    expect(loyalty.message).toBe('unknown_card');
    loyalty.setBy('phone');
    loyalty.setPhone('06 00 00 00 01');
    await loyalty.connect();
    expect(loyalty.message).toBe('unknown_phone');
    loyalty.setPhone('06 11 22 33 44');
    await loyalty.connect();
    expect(loyalty.message).toBe('no_loyalty_account');
    expect(loyalty.connection).toEqual({ kind: 'no_account', messageKey: 'no_loyalty_account', url: 'https://fidelite.example/le-comptoir/inscription' });
    expect(loyalty.customer).toBeNull();
  });

  it('checkout 7: by phone (calling code and national number) the customer shows with points, pool, e-wallet and advantages; not enough points disables one', async () => {
    const { session, loyalty } = await checkoutAt();
    add(session, RISOTTO);
    loyalty.setBy('phone');
    loyalty.setPhone('06 12 34 56 78');
    await loyalty.connect();
    expect(loyalty.customer).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500, loyaltyCardNumber: 'CMPT-1001' });
    expect(loyalty.advantages.map(({ advantage, reason }) => [advantage.name, reason])).toEqual([
      ['Bienvenue fidélité', null],
      ['Burger à -3 €', null],
      ['Mousse offerte', 'not_enough_points'],
    ]);
    const mousse = loyalty.advantages[2]!.advantage;
    await loyalty.toggle(mousse);
    expect(loyalty.refusedAdvantage).toEqual({ name: 'Mousse offerte', key: 'not_enough_points' });
    expect(loyalty.isChosen(mousse)).toBe(false);
  });

  it('checkout 4: a fraud advantage blocks the offers and shows its description', async () => {
    const { loyalty } = await checkoutAt();
    loyalty.setCard('CMPT-1002');
    await loyalty.connect();
    expect(loyalty.fraud?.name).toBe('Compte en vérification');
    expect(loyalty.advantages).toEqual([]);
    expect(loyalty.chosen).toEqual([]);
  });

  it('checkout 4, 5, 9: the pool is sent 800 ms after typing stops, bounded; the totals and the payload carry it', async () => {
    const { session, checkout, loyalty, timers } = await checkoutAt();
    add(session, RISOTTO);
    loyalty.setCard('CMPT-1001');
    await loyalty.connect();
    await flush();
    // The automatic advantage BIENVENUE10 needs 20 € (price_too_low on 17 €): not chosen.
    expect(loyalty.chosen).toEqual([]);
    loyalty.setPoolText('9');
    expect(loyalty.poolProblem).toBe('amount_above_maximum');
    loyalty.setPoolText('2,5');
    expect(loyalty.poolProblem).toBeNull();
    timers.advance(799);
    await flush();
    expect(checkout.totals.poolUsed).toBe(0);
    timers.advance(1);
    await flush();
    expect(loyalty.calculation?.poolUsed).toBe(250);
    expect(checkout.totals).toMatchObject({ subtotal: 1700, poolUsed: 250, toPay: 1450 });
    const form = checkout.form;
    expect(form.loyalty).toMatchObject({ loyaltyCardNumber: 'CMPT-1001', pool: 500, poolUsed: 250, eWalletUsed: 0 });
    const payload = buildOrderPayload({ ...form, orderTypeId: OrderTypeId.takeAway }, { settings: session.settings, basket: session.basket.basket, totals: checkout.totals, metricsUuid: 'm', returnUrls: { success: 'https://shop.example/s', cancel: 'https://shop.example/c' } });
    expect(payload.customerExternalInfos).toEqual({ loyaltyCardNumber: 'CMPT-1001', pool: 500, poolToUse: 250, promoCodes: [] });
    expect(payload.externalAdvantages).toEqual([]);
  });

  it('checkout 4: the e-wallet is applied, increased, never above the balance, cancelled', async () => {
    const { session, checkout, loyalty } = await checkoutAt();
    add(session, RISOTTO);
    add(session, RISOTTO);
    loyalty.setCard('CMPT-1001');
    await loyalty.connect();
    loyalty.setEWalletText('10');
    await loyalty.applyEWallet();
    expect(checkout.totals.eWalletUsed).toBe(1000);
    loyalty.setEWalletText('6');
    await loyalty.applyEWallet();
    expect(loyalty.eWalletProblem).toBe('amount_above_maximum');
    expect(checkout.totals.eWalletUsed).toBe(1000);
    loyalty.setEWalletText('5');
    await loyalty.applyEWallet();
    expect(checkout.totals.eWalletUsed).toBe(1500);
    await loyalty.cancelEWallet();
    expect(checkout.totals.eWalletUsed).toBe(0);
  });

  it('checkout 4: a gift advantage adds its product at 0 and it leaves with the advantage; the payload names it', async () => {
    const { session, checkout, loyalty } = await checkoutAt();
    session.engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { points: 600 });
    add(session, RISOTTO, 2);
    loyalty.setCard('CMPT-1001');
    await loyalty.connect();
    const mousse = loyalty.advantages.find(({ advantage }) => advantage.name === 'Mousse offerte')!.advantage;
    await loyalty.toggle(mousse);
    expect(loyalty.isChosen(mousse)).toBe(true);
    expect(checkout.totals.discounts.gifts).toMatchObject([{ product_id: MOUSSE, quantity: 1 }]);
    expect(checkout.totals.toPay).toBe(checkout.totals.subtotal - checkout.totals.discount);
    expect(checkout.form.loyalty?.advantages.map((advantage) => advantage.name)).toContain('Mousse offerte');
    await loyalty.toggle(mousse);
    expect(checkout.totals.discounts.gifts).toEqual([]);
    expect(loyalty.message).toBeNull();
  });

  it('checkout 4: an advantage whose promotion does not fit the basket is refused with its checkout 8 key', async () => {
    const { session, loyalty } = await checkoutAt();
    add(session, EXPRESSO);
    loyalty.setCard('CMPT-1001');
    await loyalty.connect();
    const burger = loyalty.advantages.find(({ advantage }) => advantage.name === 'Burger à -3 €')!.advantage;
    await loyalty.toggle(burger);
    expect(loyalty.isChosen(burger)).toBe(false);
    expect(loyalty.refusedAdvantage).toEqual({ name: 'Burger à -3 €', key: 'no_matching_products' });
  });
});
