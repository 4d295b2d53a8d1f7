import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { OrderRejection } from '../../../../core/domain/order/order-rejection';
import { rejectionOutcome } from '../../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { Result } from '../../../../core/domain/result';
import { fail } from '../../../../core/domain/result';
import type { AddFormulaToBasket } from '../../../../core/use-cases/basket/add-formula-to-basket';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { RemoveFromBasket } from '../../../../core/use-cases/basket/remove-from-basket';
import type { OrderPlaced, PlaceOrder, PlaceOrderFailure } from '../../../../core/use-cases/order/place-order';
import type { CheckPromoCode } from '../../../../core/use-cases/promotion/check-promo-code';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { PROMO_CHECK_FAILED } from '../../../../ui/checkout/promo-code-step';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

const RISOTTO = 1301;
const EXPRESSO = 2201;
/** Burger végétal (1500), with home-made fries (its one mandatory option). */
const BURGER = 1102;
const FRIES = [{ option_id: 2, item_ids: [201] }];
const MOUSSE = 1402;

function add(session: DemoSession, productId: number, quantity = 1) {
  const selection = productId === BURGER ? FRIES : [];
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: session.settings.id, catalogue: session.catalogue, settings: session.settings, productId, selection, quantity });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

function removeLine(session: DemoSession, productId: number) {
  const entry = session.basket.basket.basketProducts.find((line) => line.product.id === productId);
  if (!entry) throw new Error(`no line of ${productId}`);
  session.basket.replace(session.container.get<RemoveFromBasket>(USE_CASES.removeFromBasket).execute({ restaurantId: session.settings.id, keys: [entry.key] }));
}

/** Le Comptoir's checkout (its settings ask for codes: ask_promo) with the platform's real promo code check (in-process simulator). */
async function comptoir(options: { placeOrder?: Pick<PlaceOrder, 'execute'>; check?: () => Promise<Pick<CheckPromoCode, 'execute'>> } = {}) {
  const session = await demoSession();
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    checkPromoCode: options.check ?? (() => session.container.getAsync<CheckPromoCode>(USE_CASES.checkPromoCode)),
    placeOrder: async () => options.placeOrder ?? session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    navigate: () => undefined,
    origin: 'https://shop.example/',
    timers: new ManualTimers(),
  });
  return { session, checkout, promo: checkout.promoCode };
}

async function applied(checkout: CheckoutViewModel, code: string) {
  checkout.promoCode.setText(code);
  await checkout.promoCode.apply();
}

describe('the promo code of the summary and payment step (issue 18; checkout 2, 3, 7, 8)', () => {
  it('checkout 3 ask_promo: the field shows where the establishment asks for codes, not elsewhere', async () => {
    expect((await comptoir()).promo.asked).toBe(true);
    const hotel = await demoSession('hotel-riviera');
    const checkout = new CheckoutViewModel(hotel.settings, hotel.basket, { computeTotals: hotel.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals), placeOrder: async () => hotel.container.getAsync<PlaceOrder>(USE_CASES.placeOrder), navigate: () => undefined, origin: 'https://shop.example/', timers: new ManualTimers() });
    expect(checkout.promoCode.asked).toBe(false);
  });

  it('checkout 7: BIENVENUE10 applied takes 10 % off the totals, and the amount to pay follows', async () => {
    const { session, checkout } = await comptoir();
    add(session, RISOTTO);
    add(session, EXPRESSO, 2);
    await applied(checkout, ' bienvenue10 ');
    expect(checkout.promoCode.applied?.code).toBe('BIENVENUE10');
    expect(checkout.promoCode.error).toBeNull();
    expect(checkout.promoCode.text).toBe('');
    // 1700 + 2 × 220 = 2140; 10 % = 214.
    expect(checkout.totals).toMatchObject({ subtotal: 2140, discount: 214, discountByType: { percentage: 214, cash: 0, gift: 0 }, toPay: 1926 });
    expect(checkout.form.promoCode?.id).toBe(1);
  });

  it('issue 18: the field sends each line\'s composition, so a set menu at 29.90 with its supplements and options takes BIENVENUE10', async () => {
    const { session, checkout } = await comptoir();
    const picks = [
      { menu_choice_id: 1, product_id: 1003, options: [] },
      { menu_choice_id: 2, product_id: 1101, options: [{ option_id: 1, item_ids: [102] }, { option_id: 2, item_ids: [203] }, { option_id: 3, item_ids: [301, 302, 303] }] },
      { menu_choice_id: 3, product_id: MOUSSE, options: [] },
    ];
    const added = session.container.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket).execute({ restaurantId: session.settings.id, catalogue: session.catalogue, settings: session.settings, formulaId: 3001, picks, quantity: 1 });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    expect(checkout.promoCodeLines).toEqual([{ type: 'menu', product_id: 3001, menu_price_id: 3, nb: 1, products: picks }]);
    await applied(checkout, 'BIENVENUE10');
    expect(checkout.promoCode.error).toBeNull();
    expect(checkout.totals).toMatchObject({ subtotal: 2990, discount: 299, toPay: 2691 });
  });

  it.each([
    ['NOSUCHCODE', 'invalid_promo_code'],
    ['', 'invalid_promo_code'],
    ['BIENVENUE10', 'price_too_low'],
    ['BURGER3', 'no_matching_products'],
  ] as const)('checkout 8: %j is refused inline with %s, and nothing is taken off', async (code, key) => {
    const { session, checkout } = await comptoir();
    add(session, EXPRESSO);
    await applied(checkout, code);
    expect(checkout.promoCode.error).toBe(key);
    expect(checkout.promoCode.applied).toBeNull();
    expect(checkout.totals.discount).toBe(0);
  });

  it('checkout 8: order_type_not_matching, infos_not_matching and no_usages_left come from the platform as they are', async () => {
    const { session, checkout } = await comptoir();
    add(session, BURGER);
    checkout.chooseOrderType(OrderTypeId.onPlace);
    await applied(checkout, 'BURGER3');
    expect(checkout.promoCode.error).toBe('order_type_not_matching');
    session.engine.promotions.create('le-comptoir', { id: 90, code: 'ADA5', discount_type: 'percent', discount: 5, reserved_for: { email: 'ada@example.com' } });
    checkout.contact.setEmail('bob@example.com');
    await applied(checkout, 'ADA5');
    expect(checkout.promoCode.error).toBe('infos_not_matching');
    session.engine.promotions.create('le-comptoir', { id: 91, code: 'SPENT', discount_type: 'currency', discount: 100, usages: 3, max_usages: 3 });
    await applied(checkout, 'SPENT');
    expect(checkout.promoCode.error).toBe('no_usages_left');
  });

  it('typing again clears the error; the remove button takes the code and its discount away', async () => {
    const { session, checkout } = await comptoir();
    add(session, BURGER);
    await applied(checkout, 'NOPE');
    checkout.promoCode.setText('BURGER3');
    expect(checkout.promoCode.error).toBeNull();
    await checkout.promoCode.apply();
    expect(checkout.totals.discountByType.cash).toBe(300);
    checkout.promoCode.remove();
    expect(checkout.promoCode.applied).toBeNull();
    expect(checkout.totals.discount).toBe(0);
    expect(checkout.form.promoCode).toBeNull();
  });

  it('issue 18: a line removed below the minimum drops the code, said politely with its reason, never kept silently', async () => {
    const { session, checkout } = await comptoir();
    add(session, RISOTTO);
    add(session, EXPRESSO, 2);
    const stop = checkout.start();
    await applied(checkout, 'BIENVENUE10');
    removeLine(session, EXPRESSO);
    await when(() => checkout.promoCode.applied === null);
    expect(checkout.promoCode.dropped).toEqual({ code: 'BIENVENUE10', key: 'price_too_low' });
    expect(checkout.totals.discount).toBe(0);
    stop();
  });

  it('issue 18: another order type drops a code kept for take away and delivery (order_type_not_matching)', async () => {
    const { session, checkout } = await comptoir();
    add(session, BURGER);
    const stop = checkout.start();
    checkout.chooseOrderType(OrderTypeId.takeAway);
    await applied(checkout, 'BURGER3');
    expect(checkout.promoCode.applied?.code).toBe('BURGER3');
    checkout.chooseOrderType(OrderTypeId.onPlace);
    await when(() => checkout.promoCode.applied === null);
    expect(checkout.promoCode.dropped).toEqual({ code: 'BURGER3', key: 'order_type_not_matching' });
    stop();
  });

  it('checkout 4: a gift code adds its product at 0 in the totals, and removing the code removes the gift', async () => {
    const { session, checkout } = await comptoir();
    add(session, RISOTTO, 2);
    await applied(checkout, 'MOUSSEOFFERTE');
    expect(checkout.totals.discounts.gifts).toEqual([{ product_id: MOUSSE, quantity: 1, promotionId: 4 }]);
    expect(checkout.totals.discountByType.gift).toBe(0);
    expect(checkout.totals.toPay).toBe(3400);
    checkout.promoCode.remove();
    expect(checkout.totals.discounts.gifts).toEqual([]);
  });

  it('a check that cannot reach the platform is said, and no code is applied', async () => {
    const { session, checkout } = await comptoir({ check: async () => ({ execute: () => Promise.reject(new Error('offline')) }) });
    add(session, BURGER);
    await applied(checkout, 'BURGER3');
    expect(checkout.promoCode.error).toBe(PROMO_CHECK_FAILED);
    expect(checkout.promoCode.applied).toBeNull();
  });

  it('checkout 8: an order refused for its code (send_order_to_hub_error) says it at the field and removes the code', async () => {
    const rejection: OrderRejection = { err: 'promotion_error', data: 'send_order_to_hub_error' };
    const placeOrder = { execute: async (): Promise<Result<OrderPlaced, PlaceOrderFailure>> => fail({ kind: 'rejected', rejection, outcome: rejectionOutcome(rejection) }) };
    const { session, checkout } = await comptoir({ placeOrder });
    add(session, BURGER);
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    checkout.summaryAndPayment.setCgvAccepted(true);
    await applied(checkout, 'BURGER3');
    await checkout.submit();
    expect(checkout.promoCode.error).toBe('send_order_to_hub_error');
    expect(checkout.promoCode.applied).toBeNull();
    expect(checkout.promoCode.text).toBe('BURGER3');
  });
});
