import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { findProduct, isOrderable } from '../../../core/domain/catalogue/menu-navigation';
import { composedUnitPrice, isSelectionValid, optionsOfProduct } from '../../../core/domain/catalogue/option-selection';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { paymentChoiceProblem } from '../../../core/domain/checkout/payment-choice';
import { isEmailValid, isFullNameValid, isPhoneValid } from '../../../core/domain/checkout/contact-rules';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { SimulatorError } from './simulator-error';

export interface PricedLine {
  readonly productId: number;
  readonly name: string;
  readonly nb: number;
  readonly unitPrice: number;
}

export type IntakeVerdict = { readonly accepted: true; readonly lines: readonly PricedLine[] } | { readonly accepted: false; readonly rejection: OrderRejection };

/** checkout 5, on the platform's side: the client infos the restaurant requires are there and valid. */
function checkClientInfos(settings: RestaurantSettings, payload: OrderPayload): void {
  const required = settings.cmd_required_infos.client_info;
  const nameRequired = required.full_name || required.first_name || required.last_name;
  if (nameRequired && !isFullNameValid(payload.name)) {
    throw new SimulatorError('bad_request', 'a name of at least 2 characters is required', 'name');
  }
  if ((required.phone || payload.phone !== '') && !isPhoneValid(payload.phone, settings.phoneRegion)) {
    throw new SimulatorError('bad_request', 'a valid phone number is required', 'phone');
  }
  if ((required.email || payload.email !== '') && !isEmailValid(payload.email)) {
    throw new SimulatorError('bad_request', 'a valid e-mail address is required', 'email');
  }
}

/**
 * What the platform checks before it takes an order, beyond the payload's shape: the order type and
 * payment method are offered, required infos are there, the order type's minimum is reached (throws a
 * 400 SimulatorError); the products
 * exist with valid options at the price the customer saw (else product integrity) and are in stock
 * (else stock error with the products' ids, checkout 8).
 */
export function checkOrderIntake(settings: RestaurantSettings, catalogue: Catalogue, payload: OrderPayload): IntakeVerdict {
  if (payload.restaurant_id !== settings.id) {
    throw new SimulatorError('bad_request', `restaurant_id ${payload.restaurant_id} does not match the address`, 'restaurant_id');
  }
  const orderType = settings.orderTypes.find((type) => type.id === payload.order_types_id);
  if (!orderType) {
    throw new SimulatorError('bad_request', `order type ${payload.order_types_id} is not offered here`, 'order_types_id');
  }
  if (paymentChoiceProblem(
    { mode: payload.payement_infos.type, providerId: payload.payement_infos.provider_id, paymentTypeId: payload.payement_infos.payment_type_id },
    orderType,
  )) {
    throw new SimulatorError('bad_request', 'this payment method is not offered for this order type', 'payement_infos.provider_id');
  }
  const needsRoom = payload.order_types_id === OrderTypeId.roomDelivery && settings.cmd_required_infos.room_number;
  if (needsRoom && !(payload.room_service.is_active && /^\d+$/.test(payload.room_service.room_number) && Number(payload.room_service.room_number) > 0)) {
    throw new SimulatorError('bad_request', 'a room number greater than 0 is required', 'room_service.room_number');
  }
  checkClientInfos(settings, payload);
  if (payload.order_types_id === OrderTypeId.delivery) {
    for (const part of ['street', 'postCode', 'city'] as const) {
      if (payload.address[part].trim() === '') throw new SimulatorError('bad_request', `a delivery needs its ${part}`, `address.${part}`);
    }
  }
  const count = payload.products.data.reduce((sum, line) => sum + line.nb, 0);
  if (count !== payload.products.count) {
    throw new SimulatorError('bad_request', `products.count is ${payload.products.count} but the lines hold ${count}`, 'products.count');
  }

  const lines: PricedLine[] = [];
  const outOfStock: number[] = [];
  for (const line of payload.products.data) {
    const product = findProduct(catalogue, line.product_id);
    const options = product ? optionsOfProduct(catalogue, product) : [];
    if (!product || product.type !== 'product' || !product.visible || !isSelectionValid(options, line.options)) {
      return { accepted: false, rejection: { err: 'product_integrity' } };
    }
    if (composedUnitPrice(product, options, line.options) !== line.unit_price) {
      return { accepted: false, rejection: { err: 'product_integrity' } };
    }
    const wanted = payload.products.data.filter((l) => l.product_id === product.id).reduce((sum, l) => sum + l.nb, 0);
    const available = product.stock?.number_available;
    if (!isOrderable(product) || (available !== undefined && available !== null && available < wanted)) {
      outOfStock.push(product.id);
      continue;
    }
    lines.push({ productId: product.id, name: line.name, nb: line.nb, unitPrice: line.unit_price });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.nb, 0);
  if (outOfStock.length === 0 && subtotal < orderType.minimumPrice) {
    throw new SimulatorError('bad_request', `the basket total ${subtotal} is below the minimum ${orderType.minimumPrice} of this order type`, 'products');
  }
  if (outOfStock.length > 0) {
    return {
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [...new Set(outOfStock)], optionItemIds: [] } },
    };
  }
  return { accepted: true, lines };
}
