import type { GroupOrderPayload } from '../../../core/domain/group/group-order';
import { GROUP_ORDER_TYPES, onSpotPayment } from '../../../core/domain/group/group-order';
import { ORDER_LIMITS } from '../../../core/domain/order/order-limits';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import { orderTypeName } from '../../../core/domain/order-type/order-type';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { checkGroupPayment } from './payment-intake';
import { checkNoPromotion } from './promotion-intake';
import { SimulatorError } from './simulator-error';

/** One child's share of a group order, as the single order the child takes. */
export interface GroupChildIntake {
  readonly childId: RestaurantId;
  readonly payload: OrderPayload;
}

/**
 * checkout 3 and 7, on the platform's side: what a group order must be before any child prices its
 * part. The address names a group; the order is paid on the spot at each counter, with no tip and no
 * delivery (core group-order.ts); each child is a visible outlet of this group, named once, taking the
 * order type; the top-level count is the sum of the children's. Each child's part becomes the order
 * payload that child would get on its own, with its own on-the-spot payment.
 */
export function groupChildIntakes(group: RestaurantSettings, payload: GroupOrderPayload, childSettings: (id: RestaurantId) => RestaurantSettings | null): GroupChildIntake[] {
  if (!group.multi_establishment) throw new SimulatorError('bad_request', `${group.id} is not a group of restaurants`, 'restaurant_token');
  if (payload.restaurant_id !== group.id) throw new SimulatorError('bad_request', `restaurant_id ${payload.restaurant_id} does not match the restaurant_token`, 'restaurant_id');
  if (payload.payement_infos.type !== 'ONSPOT') throw new SimulatorError('bad_request', 'a group order is paid on the spot, at each counter', 'payement_infos.type');
  checkGroupPayment(payload.payement_infos);
  checkNoPromotion(payload);
  if (!GROUP_ORDER_TYPES.includes(payload.order_types_id)) throw new SimulatorError('bad_request', `a group order cannot be a ${orderTypeName(payload.order_types_id)}`, 'order_types_id');
  if (payload.tips !== 0) throw new SimulatorError('bad_request', 'a group order carries no tip', 'tips');
  if (payload.delivery_cost !== 0) throw new SimulatorError('bad_request', 'a group order has no delivery cost', 'delivery_cost');

  const visible = new Set(group.multi_establishment.childrens.filter((child) => child.visible).map((child) => child.restaurant_token));
  const seen = new Set<RestaurantId>();
  const { orders, ...shared } = payload;
  const intakes = orders.map((order, index): GroupChildIntake => {
    const field = `orders.${index}`;
    const childId = order.restaurant_child_token;
    if (seen.has(childId)) throw new SimulatorError('bad_request', `${childId} is named twice; one order per child`, `${field}.restaurant_child_token`);
    seen.add(childId);
    const settings = visible.has(childId) ? childSettings(childId) : null;
    if (!settings) throw new SimulatorError('unprocessable', `${childId.slice(0, 64)} is not an outlet of ${group.id}`, `${field}.restaurant_child_token`);
    const orderType = settings.orderTypes.find((type) => type.id === payload.order_types_id);
    if (!orderType) throw new SimulatorError('unprocessable', `${settings.restaurant_name} does not take ${orderTypeName(payload.order_types_id)} orders`, `${field}.order_types_id`);
    const payment = onSpotPayment(orderType);
    if (!payment) throw new SimulatorError('unprocessable', `${settings.restaurant_name} takes no payment on the spot for this order type`, `${field}.payement_infos`);
    return {
      childId,
      payload: {
        ...shared,
        restaurant_id: childId,
        products: order.products,
        payement_infos: { type: payment.mode, provider_id: payment.providerId, payment_type_id: payment.paymentTypeId, success_url: '', cancel_url: '' },
      },
    };
  });
  // checkout 3's bound on the lines of one order holds for the whole group order too.
  const lines = orders.reduce((sum, order) => sum + order.products.data.length, 0);
  if (lines > ORDER_LIMITS.lines) throw new SimulatorError('bad_request', `a group order holds at most ${ORDER_LIMITS.lines} lines in all`, 'orders');
  const count = orders.reduce((sum, order) => sum + order.products.count, 0);
  if (count !== payload.products.count) throw new SimulatorError('unprocessable', `products.count ${payload.products.count} is not the ${count} units of the orders`, 'products.count');
  return intakes;
}

/** A child's refusal, its field named under the child's place in the orders list. */
export function underChild(error: unknown, index: number): unknown {
  if (!(error instanceof SimulatorError)) return error;
  return new SimulatorError(error.kind, error.message, `orders.${index}${error.field ? `.${error.field}` : ''}`);
}
