import { isAvailableOnDay } from '../../../core/domain/schedule/product-availability';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { isEmailValid, isPhoneValid } from '../../../core/domain/checkout/contact-rules';
import { nameProblem, normalizeName } from '../../../core/domain/checkout/name-rules';
import { optInToSend } from '../../../core/domain/checkout/newsletter-opt-in';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import { priceOrder, unavailableDishes } from '../../../core/domain/order/order-pricing';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { isTableOnlyOrder } from '../../../core/domain/order-type/table-only-order';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { SimulatorError } from './simulator-error';
import { checkCheckoutAnswers } from './checkout-answers-intake';
import { checkDeliveryAddress } from './delivery-address-intake';
import { checkPaymentChoice } from './payment-intake';
import type { PromotionIntakeContext } from './promotion-intake';
import { checkPromotionIntake } from './promotion-intake';
import { withVatRates } from './order-vat-intake';

export type IntakeVerdict =
  | { readonly accepted: true; readonly payload: OrderPayload; readonly priced: PricedOrder }
  | { readonly accepted: false; readonly rejection: OrderRejection };

const NAME_PROBLEMS = {
  too_short: 'a name of at least 2 characters is required',
  too_long: 'a name has at most 100 characters',
  invalid_characters: 'a name holds no control or invisible formatting characters',
} as const;

/**
 * checkout 5, on the platform's side: the client infos the restaurant requires are there and valid. An
 * order always carries a name: the storefront shows the full name whenever first and last names are not
 * asked, and judges it required or not (core asksFullName), so an empty one is refused here too.
 */
function checkClientInfos(settings: RestaurantSettings, payload: OrderPayload): void {
  const required = settings.cmd_required_infos.client_info;
  const problem = nameProblem(payload.name);
  if (problem) throw new SimulatorError('bad_request', NAME_PROBLEMS[problem], 'name');
  if ((required.phone || payload.phone !== '') && !isPhoneValid(payload.phone, settings.phoneRegion)) {
    throw new SimulatorError('bad_request', 'a valid phone number is required', 'phone');
  }
  if ((required.email || payload.email !== '') && !isEmailValid(payload.email)) {
    throw new SimulatorError('bad_request', 'a valid e-mail address is required', 'email');
  }
}

function checkOrderType(settings: RestaurantSettings, payload: OrderPayload) {
  const orderType = settings.orderTypes.find((type) => type.id === payload.order_types_id);
  if (!orderType) throw new SimulatorError('bad_request', `order type ${payload.order_types_id} is not offered here`, 'order_types_id');
  checkPaymentChoice(orderType, payload.payement_infos);
  const needsRoom = payload.order_types_id === OrderTypeId.roomDelivery && settings.cmd_required_infos.room_number;
  const { room_service: room } = payload;
  if (needsRoom && !(room.is_active && /^\d+$/.test(room.room_number) && Number(room.room_number) > 0)) {
    throw new SimulatorError('bad_request', 'a room number greater than 0 is required', 'room_service.room_number');
  }
  // checkout 5: a required table number for an order on place is greater than 0.
  const needsTable = payload.order_types_id === OrderTypeId.onPlace && settings.cmd_required_infos.table_number;
  const table = payload.table_information ?? '';
  if (needsTable && !(/^\d+$/.test(table) && Number(table) > 0)) {
    throw new SimulatorError('bad_request', 'a table number greater than 0 is required', 'table_information');
  }
  if (payload.order_types_id === OrderTypeId.delivery) checkDeliveryAddress(settings, payload.address);
  return orderType;
}

/**
 * What the platform checks before it takes an order, beyond the payload's shape: the order type,
 * payment method and payment type are offered, required infos are there and valid (400); the order is priced from the
 * catalogue (core's priceOrder), a line that disagrees being product integrity (checkout 8) and any
 * other amount a 422 naming its field; the products are in stock (else stock error with their ids); the
 * order type's minimum is reached (400); the promo code, if any, still applies (promotion-intake.ts, issue 18).
 */
export function checkOrderIntake(settings: RestaurantSettings, catalogue: Catalogue, payload: OrderPayload, orderDay: string | null = null, promotion: PromotionIntakeContext | null = null): IntakeVerdict {
  if (payload.restaurant_id !== settings.id) {
    throw new SimulatorError('bad_request', `restaurant_id ${payload.restaurant_id} does not match the address`, 'restaurant_id');
  }
  const orderType = checkOrderType(settings, payload);
  // checkout 3: a table-only order (the table-number modal) carries its table and no client infos.
  if (!isTableOnlyOrder(payload)) checkClientInfos(settings, payload);
  checkCheckoutAnswers(settings, payload);

  const priced = priceOrder(catalogue, orderType, payload);
  if (!priced.ok) {
    const { field, message, productIntegrity } = priced.error;
    if (productIntegrity) return { accepted: false, rejection: { err: 'product_integrity', field, message } };
    throw new SimulatorError('unprocessable', message, field);
  }
  const missing = unavailableDishes(catalogue, priced.value);
  if (missing.length > 0) {
    return { accepted: false, rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: missing, optionItemIds: [] } } };
  }
  // checkout 4: a product is ordered only for a day its availability dates cover (the storefront takes it
  // out when the day changes; an order that still carries it is a product integrity error).
  const notThatDay = orderDay === null ? [] : priced.value.lines.flatMap((line) => line.dishes).filter((id) => {
    const product = catalogue.products.find((candidate) => candidate.id === id);
    return product !== undefined && !isAvailableOnDay(product, orderDay ?? '');
  });
  if (notThatDay.length > 0) {
    return { accepted: false, rejection: { err: 'product_integrity', field: 'products', message: `product ${notThatDay[0]} is not sold on ${orderDay}` } };
  }
  if (priced.value.subtotal < orderType.minimumPrice) {
    throw new SimulatorError('bad_request', `the basket total ${priced.value.subtotal} is below the minimum ${orderType.minimumPrice} of this order type`, 'products');
  }
  const promotionRefusal = checkPromotionIntake(payload, priced.value, promotion);
  if (promotionRefusal) return { accepted: false, rejection: promotionRefusal };
  // checkout 3: an opt-in the restaurant did not offer is no consent; the platform keeps it only where offered.
  const opt_in_promotions = optInToSend(payload.opt_in_promotions, settings);
  return { accepted: true, payload: { ...payload, name: normalizeName(payload.name), opt_in_promotions }, priced: withVatRates(catalogue, payload.order_types_id, priced.value) };
}
