import * as v from 'valibot';
import type { DateTime } from 'luxon';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { composedUnitPrice, optionsOfProduct } from '../../../core/domain/catalogue/option-selection';
import { availableProviders, choosePaymentProvider } from '../../../core/domain/checkout/payment-choice';
import { priceFormula } from '../../../core/domain/formula/formula-pricing';
import { localize } from '../../../core/domain/locale/localized-text';
import type { OrderLine, OrderPayload } from '../../../core/domain/order/order-payload';
import { EMPTY_ADDRESS } from '../../../core/domain/order/order-payload';
import { CLICK_AND_COLLECT } from '../../../core/domain/order/build-order-payload';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { phoneToSend } from '../../../core/domain/checkout/contact-rules';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import { checkOrderIntake } from '../engine/order-intake';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';

const selection = v.optional(v.array(v.object({ option_id: v.number(), item_ids: v.array(v.number()) })), []);

/**
 * Ours: the orders a demo customer placed before (accounts 2, order history), written in an establishment
 * file as what was chosen (products, options, formulas), never as prices: the simulator prices them from
 * the catalogue, as it prices any order, when it seeds them.
 */
export const demoPastOrdersSchema = v.array(
  v.object({
    daysAgo: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650)),
    /** The local time it was placed, HH:mm in the establishment's zone. */
    at: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)), '12:30'),
    orderType: v.picklist(['take_away', 'on_place']),
    table: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/)), '4'),
    status: v.picklist(['validated', 'in_progress', 'canceled']),
    lines: v.pipe(
      v.array(
        v.union([
          v.object({ product_id: v.number(), nb: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), options: selection }),
          v.object({
            formula_id: v.number(),
            menu_price_id: v.number(),
            nb: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
            products: v.array(v.object({ product_id: v.number(), menu_choice_id: v.number(), options: selection })),
          }),
        ]),
      ),
      v.minLength(1),
    ),
  }),
);
export type DemoPastOrder = v.InferOutput<typeof demoPastOrdersSchema>[number];

export interface PastOrderCustomer {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

function orderLineOf(catalogue: Catalogue, line: DemoPastOrder['lines'][number]): OrderLine {
  if ('formula_id' in line) {
    const pricing = priceFormula(catalogue, line.formula_id, line.menu_price_id, line.products);
    if (!pricing.ok) throw new Error(`demo past order: formula ${line.formula_id} cannot be priced (${pricing.reason})`);
    const name = localize(catalogue.products.find((product) => product.id === line.formula_id)?.name, 'fr');
    return { type: 'menu', product_id: line.formula_id, menu_price_id: line.menu_price_id, name, nb: line.nb, unit_price: pricing.unitPrice, products: line.products };
  }
  const product = catalogue.products.find((candidate) => candidate.id === line.product_id);
  if (!product) throw new Error(`demo past order: no product ${line.product_id}`);
  const unitPrice = composedUnitPrice(product, optionsOfProduct(catalogue, product), line.options);
  return { product_id: product.id, name: localize(product.name, 'fr'), nb: line.nb, unit_price: unitPrice, options: line.options };
}

/** The payload the customer's storefront would have sent: paid at the counter or at the table. */
export function pastOrderPayload(settings: RestaurantSettings, catalogue: Catalogue, customer: PastOrderCustomer, past: DemoPastOrder): OrderPayload {
  const orderTypeId = past.orderType === 'on_place' ? OrderTypeId.onPlace : OrderTypeId.takeAway;
  const orderType = settings.orderTypes.find((type) => type.id === orderTypeId);
  const onSpot = orderType && availableProviders(orderType).find((provider) => provider.type === 'ONSPOT');
  if (!onSpot) throw new Error(`demo past order: ${settings.id} takes no ${past.orderType} order paid on the spot`);
  const payment = choosePaymentProvider(onSpot);
  const data = past.lines.map((line) => orderLineOf(catalogue, line));
  return {
    name: customer.name,
    phone: customer.phone === '' ? '' : phoneToSend(customer.phone, settings.phoneRegion),
    email: customer.email,
    question: [],
    comment: '',
    address: EMPTY_ADDRESS,
    amount_paid: 0,
    order_types_id: orderTypeId,
    order_delivery_date: null,
    restaurant_payments_id: 1,
    nb_customers: 1,
    opt_in_promotions: false,
    restaurant_id: settings.id,
    time_slot_id: null,
    specific_date_id: null,
    order_number: '',
    products: { count: data.reduce((sum, line) => sum + line.nb, 0), data },
    payement_infos: { type: payment.mode, provider_id: payment.providerId, payment_type_id: payment.paymentTypeId, success_url: '', cancel_url: '' },
    promotion_id: 0,
    delivery_cost: 0,
    tips: 0,
    table_information: orderTypeId === OrderTypeId.onPlace ? past.table : null,
    cc_type: CLICK_AND_COLLECT,
    room_service: { is_active: false, room_number: '' },
    customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [] },
    metrics_uuid: '',
    userId: customer.userId,
  };
}

export interface PastOrderSeeding {
  readonly store: SimulatorStore;
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  readonly now: DateTime;
  readonly newOrderNumber: () => string;
}

/**
 * Seeds a demo customer's past orders once: only while the customer has no order at all there, so a restart
 * (the accounts are seeded again at each start) adds nothing. Each is checked and priced by the platform's
 * own intake; one it refuses is a mistake in the establishment file, said at once.
 */
export function seedPastOrders(seeding: PastOrderSeeding, customer: PastOrderCustomer, pastOrders: readonly DemoPastOrder[]): number {
  const { store, settings, catalogue } = seeding;
  if (pastOrders.length === 0) return 0;
  const already = store.listCustomerOrders({ restaurantId: settings.id, userId: customer.userId, sortBy: 'placed_at', descending: true, limit: 1, offset: 0 });
  if (already.count > 0) return 0;
  return store.transaction(() => {
    for (const past of pastOrders) {
      const [hour, minute] = past.at.split(':').map(Number);
      const placed = seeding.now.setZone(settings.timezone).minus({ days: past.daysAgo }).set({ hour, minute, second: 0, millisecond: 0 });
      const verdict = checkOrderIntake(settings, catalogue, pastOrderPayload(settings, catalogue, customer, past), null);
      if (!verdict.accepted) throw new Error(`demo past order of ${customer.email} refused: ${JSON.stringify(verdict.rejection)}`);
      const steps = trackingStepsFor(verdict.payload.order_types_id);
      const lastStep = steps.length - 1;
      const stepIndex = past.status === 'validated' ? lastStep : 0;
      const placedAt = placed.toUTC().toISO() ?? '';
      const businessDay = placed.toISODate() ?? '';
      const order: StoredOrder = {
        orderNumber: seeding.newOrderNumber(),
        restaurantId: settings.id,
        displayNumber: String(store.takeDisplayNumber(settings.id, businessDay)).padStart(3, '0'),
        businessDay,
        placedAt,
        payload: verdict.payload,
        priced: verdict.priced,
        stepIndex,
        canceled: past.status === 'canceled',
        status: past.status === 'canceled' ? 'canceled' : (steps[stepIndex] ?? 'sent'),
        finished: past.status !== 'in_progress',
        updatedAt: placedAt,
        idempotencyKey: null,
      };
      store.insertOrder(order);
    }
    return pastOrders.length;
  });
}
