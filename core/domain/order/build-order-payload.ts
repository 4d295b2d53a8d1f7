import { localize } from '../locale/localized-text';
import { OrderTypeId } from '../order-type/order-type';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { Basket, BasketEntry } from '../basket/basket';
import { basketItemCount, isBasketFormula } from '../basket/basket';
import type { BasketTotals } from '../basket/basket-totals';
import type { CheckoutForm } from '../checkout/checkout-form';
import { commentToSend, customerName } from '../checkout/checkout-form';
import { phoneToSend } from '../checkout/contact-rules';
import { optInToSend } from '../checkout/newsletter-opt-in';
import { DEFAULT_PAYMENT_TYPE_ID, NO_PROVIDER_ID } from '../checkout/payment-choice';
import { checkoutOptionsToSend, questionsToSend } from '../checkout/checkout-questions';
import { DEFAULT_CHOPSTICKS, saucesToSend } from '../checkout/checkout-extras';
import { EMPTY_ADDRESS } from './order-payload';
import { orderAddressOf } from '../order-type/delivery-address';
import { scheduleFieldsOf } from '../schedule/schedule-choice';
import type { LineComposition, OrderLine, OrderPayload } from './order-payload';
import { loyaltyPayloadFields } from '../loyalty/loyalty-payload';

/** The app mode sent as cc_type; this storefront has the normal click-and-collect mode so far. */
export const CLICK_AND_COLLECT = 'click_and_collect';

export interface OrderPayloadContext {
  readonly settings: RestaurantSettings;
  readonly basket: Basket;
  readonly totals: BasketTotals;
  readonly metricsUuid: string;
  /** Where a payment provider sends the customer back; unused for on-the-spot payment. */
  readonly returnUrls: { readonly success: string; readonly cancel: string };
}

/** What the customer chose on a basket line, as the order and the promo code check (issue 18) both send it. */
export function lineCompositionOf(entry: BasketEntry): LineComposition {
  const item = entry.product;
  if (isBasketFormula(item)) return { type: 'menu', product_id: item.id, menu_price_id: item.menu_price_id, nb: entry.nb, products: item.products };
  return { product_id: item.id, nb: entry.nb, options: item.selectedOptions };
}

/** The basket's lines as the promo code check sends them (issue 18): each line's composition, priced by the platform. */
export const lineCompositionsOf = (basket: Basket): LineComposition[] => basket.basketProducts.map(lineCompositionOf);

/** checkout 3: a product line, or a formula line (menus and formulas as formula) with its price choice and dishes. */
function orderLineOf(entry: BasketEntry): OrderLine {
  return { ...lineCompositionOf(entry), name: localize(entry.product.name, 'fr'), unit_price: entry.product.unitPrice };
}

/**
 * checkout 3: builds the order payload from a form that validateCheckout accepted. Fixed values come
 * from checkout 9 (amount_paid 0, restaurant_payments_id 1, nb_customers 1).
 */
export function buildOrderPayload(form: CheckoutForm & { orderTypeId: NonNullable<CheckoutForm['orderTypeId']> }, context: OrderPayloadContext): OrderPayload {
  const { settings, basket, totals } = context;
  const schedule = scheduleFieldsOf(form.timeSlot);
  const payment = form.payment ?? { mode: 'ONSPOT' as const, providerId: NO_PROVIDER_ID, paymentTypeId: DEFAULT_PAYMENT_TYPE_ID };
  // checkout 3 (issue 18): promotion_id, externalAdvantages and customerExternalInfos of the code applied and
  // of the connected loyalty customer (core's one rule for them); no one connected: empty loyalty fields.
  const customer = form.loyalty ?? { advantages: [], loyaltyCardNumber: '', pool: 0, poolUsed: 0, eWalletUsed: 0 };
  const loyalty = loyaltyPayloadFields({ promoCode: form.promoCode ?? null, ...customer });
  return {
    name: customerName(form),
    phone: form.phone.trim() === '' ? '' : phoneToSend(form.phone, settings.phoneRegion),
    email: form.email.trim().toLowerCase(),
    question: questionsToSend(settings.questions, form.answers ?? {}),
    comment: commentToSend(form.comment),
    // checkout 3: address emptied when not delivery.
    address: form.orderTypeId === OrderTypeId.delivery ? orderAddressOf(form.deliveryAddress, totals.deliveryCost, form.deliveryPosition ?? null) : EMPTY_ADDRESS,
    amount_paid: 0,
    order_types_id: form.orderTypeId,
    order_delivery_date: schedule.order_delivery_date,
    restaurant_payments_id: 1,
    nb_customers: 1,
    opt_in_promotions: optInToSend(form.optInPromotions, settings),
    restaurant_id: settings.id,
    time_slot_id: schedule.time_slot_id,
    specific_date_id: null,
    order_number: '',
    products: {
      count: basketItemCount(basket),
      data: basket.basketProducts.map(orderLineOf),
    },
    payement_infos: {
      type: payment.mode,
      provider_id: payment.providerId,
      payment_type_id: payment.paymentTypeId,
      success_url: context.returnUrls.success,
      cancel_url: context.returnUrls.cancel,
    },
    promotion_id: loyalty.promotion_id,
    delivery_cost: totals.deliveryCost,
    tips: settings.have_tip ? (form.tips ?? 0) : 0,
    table_information: form.orderTypeId === OrderTypeId.onPlace && form.tableNumber.trim() !== '' ? form.tableNumber.trim() : null,
    cc_type: CLICK_AND_COLLECT,
    room_service:
      form.orderTypeId === OrderTypeId.roomDelivery
        ? { is_active: true, room_number: form.roomNumber.trim() }
        : { is_active: false, room_number: '' },
    externalAdvantages: loyalty.externalAdvantages,
    customerExternalInfos: loyalty.customerExternalInfos,
    metrics_uuid: context.metricsUuid,
    // checkout 3: userId (if signed in).
    ...(form.userId && { userId: form.userId }),
    ...(settings.ask_cutlery && typeof form.nbCutlery === 'number' && { nb_cutlery: form.nbCutlery }),
    // checkout 3 nbChopsticks and sauceCheckList (issue 19), which the spec's payload does not name: ours.
    ...(settings.ask_chopsticks && { nb_chopsticks: form.nbChopsticks ?? DEFAULT_CHOPSTICKS }),
    ...(settings.sauce.active && { sauces: saucesToSend(settings.sauce, form.sauces ?? []) }),
    ...(settings.checkout_input_options.length > 0 && { checkout_options: checkoutOptionsToSend(settings.checkout_input_options, form.checkoutOptions ?? {}) }),
  };
}
