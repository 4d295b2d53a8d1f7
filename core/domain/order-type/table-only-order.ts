import type { Basket } from '../basket/basket';
import type { BasketTotals } from '../basket/basket-totals';
import { emptyCheckoutForm } from '../checkout/checkout-form';
import { isPlaceNumberValid } from '../checkout/contact-rules';
import { availableProviders, choosePaymentProvider } from '../checkout/payment-choice';
import { buildOrderPayload } from '../order/build-order-payload';
import type { OrderPayload } from '../order/order-payload';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import { OrderTypeId } from './order-type';

/** checkout 3: the phone a table-only order carries ("phone 0"). */
export const TABLE_ONLY_PHONE = '0';

/** checkout 2 and 5: the table-number modal needs a valid number and an order type on place with an on-the-spot payment. */
export function tableOnlyProblem(settings: RestaurantSettings, tableNumber: string): 'incorrect_table_number' | 'order_type_unavailable' | null {
  const onPlace = settings.orderTypes.find((type) => type.id === OrderTypeId.onPlace);
  if (!onPlace || !availableProviders(onPlace).some((provider) => provider.type === 'ONSPOT')) return 'order_type_unavailable';
  return isPlaceNumberValid(tableNumber) ? null : 'incorrect_table_number';
}

/**
 * checkout 3 "Table-only order": cc_type, table_information, name, phone 0, email empty, comment empty,
 * payement_infos ONSPOT, products, tips. Ours: the name is "Table <n>", so the restaurant reads who it is for.
 */
export function buildTableOnlyPayload(settings: RestaurantSettings, tableNumber: string, context: { basket: Basket; totals: BasketTotals; metricsUuid: string }): OrderPayload {
  const onPlace = settings.orderTypes.find((type) => type.id === OrderTypeId.onPlace)!;
  const onSpot = availableProviders(onPlace).find((provider) => provider.type === 'ONSPOT')!;
  const table = tableNumber.trim();
  const payload = buildOrderPayload(
    { ...emptyCheckoutForm(), tableNumber: table, orderTypeId: OrderTypeId.onPlace, payment: choosePaymentProvider(onSpot), cgvAccepted: true },
    { settings, basket: context.basket, totals: context.totals, metricsUuid: context.metricsUuid, returnUrls: { success: '', cancel: '' } },
  );
  return { ...payload, name: `Table ${table}`, phone: TABLE_ONLY_PHONE, email: '', comment: '' };
}

/** The platform's side: a table-only order carries no client infos to check, only its table. */
export function isTableOnlyOrder(payload: Pick<OrderPayload, 'order_types_id' | 'phone' | 'email' | 'table_information'>): boolean {
  return payload.order_types_id === OrderTypeId.onPlace && payload.phone === TABLE_ONLY_PHONE && payload.email === '' && isPlaceNumberValid(payload.table_information ?? '');
}
