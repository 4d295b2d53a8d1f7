import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { OrderPayload, PlacedOrder } from '../../../core/domain/order/order-payload';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { Clock } from '../../../core/ports/clock';
import type { DemoEstablishment } from '../demo/demo-establishment';
import { DEMO_ESTABLISHMENTS } from '../demo/demo-establishments';
import { checkOrderPayload } from './order-payload-schema';
import { checkOrderIntake } from './order-intake';
import type { PricedLine } from './order-intake';
import { SimulatorError } from './simulator-error';

const MAX_CLIENT_LOGS = 200;

export interface SimulatorOptions {
  readonly clock: Clock;
  readonly establishments?: readonly DemoEstablishment[];
  /** Order numbers count up from here, so a run is repeatable (ARCHITECTURE: deterministic when asked). */
  readonly firstOrderNumber?: number;
  /** When set, every new order moves one step forward this often until its last step. */
  readonly autoAdvanceMs?: number | null;
}

/** checkout 3: socket event restaurantToken, orderNumber, type. */
export interface OrderChange {
  readonly restaurantToken: RestaurantId;
  readonly orderNumber: string;
  readonly type: 'order_status';
}

interface OrderRecord {
  readonly orderNumber: string;
  readonly restaurantId: RestaurantId;
  readonly payload: OrderPayload;
  readonly lines: readonly PricedLine[];
  readonly placedAt: string;
  /** Index of the latest step reached in trackingStepsFor(order type). */
  stepIndex: number;
  canceled: boolean;
}

export type PlaceOrderOutcome =
  | { readonly accepted: true; readonly order: PlacedOrder }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/**
 * The simulated restaurant platform: establishments, their catalogues and stock, orders and their
 * status. One engine serves both mounts, in-process gateways and the HTTP + socket.io server, so they
 * cannot disagree. Methods throw SimulatorError for what the platform refuses (404, 400).
 */
export class SimulatorEngine {
  private readonly establishments = new Map<RestaurantId, DemoEstablishment>();
  /** Units left per product id, for the products whose stock is tracked; orders consume it. */
  private readonly stock = new Map<number, number | null>();
  /** The latest client logs (checkout 7), newest last, for support to read. */
  private readonly clientLogs: ClientLogEntry[] = [];
  /** Prices changed while running (admin), per product id. */
  private readonly prices = new Map<number, number>();
  private readonly orders = new Map<string, OrderRecord>();
  private readonly listeners = new Set<(change: OrderChange) => void>();
  private readonly timers = new Set<ReturnType<typeof setInterval>>();
  private nextOrderNumber = 0;

  constructor(private readonly options: SimulatorOptions) {
    for (const establishment of options.establishments ?? DEMO_ESTABLISHMENTS) {
      this.establishments.set(establishment.settings.id, establishment);
    }
    this.reset();
  }

  /**
   * Back to the state the engine started in (admin): no orders, the demo stock and prices, order
   * numbers from the first again. Live listeners stay; scenarios of a test suite start clean.
   */
  reset(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    this.orders.clear();
    this.clientLogs.length = 0;
    this.prices.clear();
    this.stock.clear();
    for (const { catalogue } of this.establishments.values()) {
      for (const product of catalogue.products) {
        if (product.stock) this.stock.set(product.id, product.stock.number_available);
      }
    }
    this.nextOrderNumber = this.options.firstOrderNumber ?? 1001;
  }

  establishmentIds(): RestaurantId[] {
    return [...this.establishments.keys()];
  }

  settings(restaurantId: RestaurantId): RestaurantSettings {
    return this.establishment(restaurantId).settings;
  }

  /** The catalogue with today's stock. */
  catalogue(restaurantId: RestaurantId): Catalogue {
    const { catalogue } = this.establishment(restaurantId);
    const products = catalogue.products.map((product) => ({
      ...product,
      ...(this.stock.has(product.id) && { stock: { number_available: this.stock.get(product.id) ?? null } }),
      ...(this.prices.has(product.id) && { price: this.prices.get(product.id) }),
    }));
    return { ...catalogue, products };
  }

  /** checkout 7: POST {restaurantId}/order/. Nothing is stored unless the order is accepted. */
  placeOrder(restaurantId: RestaurantId, body: unknown): PlaceOrderOutcome {
    const settings = this.settings(restaurantId);
    const checked = checkOrderPayload(body);
    if (!checked.ok) throw new SimulatorError('bad_request', checked.message, checked.field);
    const verdict = checkOrderIntake(settings, this.catalogue(restaurantId), checked.payload);
    if (!verdict.accepted) return verdict;

    this.takeStock(verdict.lines);
    const orderNumber = String(this.nextOrderNumber++);
    this.orders.set(orderNumber, {
      orderNumber,
      restaurantId,
      payload: checked.payload,
      lines: verdict.lines,
      placedAt: this.options.clock.now().setZone(settings.timezone).toISO() ?? '',
      stepIndex: 0,
      canceled: false,
    });
    if (this.options.autoAdvanceMs) this.advanceAutomatically(orderNumber, this.options.autoAdvanceMs);
    return { accepted: true, order: { order_number: orderNumber, redirectionUrl: null } };
  }

  /** checkout 7: GET /order/track/{orderId}?restaurant_token=. */
  track(restaurantId: RestaurantId, orderNumber: string): TrackStatus {
    const order = this.orders.get(orderNumber);
    if (!order || order.restaurantId !== restaurantId) {
      throw new SimulatorError('not_found', `order ${orderNumber} does not exist for ${restaurantId}`);
    }
    return this.trackStatus(order);
  }

  /** Moves an order to its next step (an admin call, not part of the platform's public API). */
  advance(orderNumber: string): TrackStatus {
    const order = this.order(orderNumber);
    const lastStep = trackingStepsFor(order.payload.order_types_id).length - 1;
    if (order.canceled) throw new SimulatorError('bad_request', `order ${orderNumber} is canceled`, 'orderNumber');
    if (order.stepIndex >= lastStep) throw new SimulatorError('bad_request', `order ${orderNumber} is already at its last step`, 'orderNumber');
    order.stepIndex += 1;
    this.notify(order);
    return this.trackStatus(order);
  }

  /** The restaurant cancels an order (admin call), so the tracking page can show it. */
  cancel(orderNumber: string): TrackStatus {
    const order = this.order(orderNumber);
    order.canceled = true;
    this.notify(order);
    return this.trackStatus(order);
  }

  /** Sets a product's stock (admin): a number of units, or null for "not available" (browsing 3). */
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.product(restaurantId, productId);
    if (numberAvailable !== null && (!Number.isInteger(numberAvailable) || numberAvailable < 0)) {
      throw new SimulatorError('bad_request', 'number_available is a whole number of units, or null', 'number_available');
    }
    this.stock.set(productId, numberAvailable);
  }

  /** Changes a product's price in cents (admin): a menu changed while a customer had it open. */
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.product(restaurantId, productId);
    if (!Number.isInteger(price) || price < 0) throw new SimulatorError('bad_request', 'price is a whole number of cents', 'price');
    this.prices.set(productId, price);
  }

  /** checkout 7: a client log. Only the latest are kept: the simulator must not grow without end. */
  logFromClient(restaurantId: RestaurantId, body: unknown): void {
    this.settings(restaurantId);
    const entry = body as Partial<ClientLogEntry> | null;
    if (entry?.level !== 'warn') throw new SimulatorError('bad_request', 'level must be warn', 'level');
    if (typeof entry.message !== 'string' || entry.message.length > 2_000) {
      throw new SimulatorError('bad_request', 'message is a text of at most 2000 characters', 'message');
    }
    this.clientLogs.push({ level: 'warn', restaurantId, message: entry.message });
    if (this.clientLogs.length > MAX_CLIENT_LOGS) this.clientLogs.shift();
  }

  clientLogsSoFar(): readonly ClientLogEntry[] {
    return [...this.clientLogs];
  }

  onOrderChanged(listener: (change: OrderChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the automatic advance timers. */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private establishment(restaurantId: RestaurantId) {
    const establishment = this.establishments.get(restaurantId);
    if (!establishment) throw new SimulatorError('not_found', `no establishment ${restaurantId}`);
    return establishment;
  }

  private product(restaurantId: RestaurantId, productId: number) {
    const product = this.establishment(restaurantId).catalogue.products.find((p) => p.id === productId);
    if (!product) throw new SimulatorError('not_found', `no product ${productId} at ${restaurantId}`);
    return product;
  }

  private order(orderNumber: string): OrderRecord {
    const order = this.orders.get(orderNumber);
    if (!order) throw new SimulatorError('not_found', `order ${orderNumber} does not exist`);
    return order;
  }

  private takeStock(lines: readonly PricedLine[]): void {
    for (const line of lines) {
      const available = this.stock.get(line.productId);
      if (typeof available === 'number') this.stock.set(line.productId, available - line.nb);
    }
  }

  private advanceAutomatically(orderNumber: string, everyMs: number): void {
    const timer = setInterval(() => {
      const order = this.orders.get(orderNumber);
      const lastStep = order ? trackingStepsFor(order.payload.order_types_id).length - 1 : 0;
      if (!order || order.canceled || order.stepIndex >= lastStep) {
        clearInterval(timer);
        this.timers.delete(timer);
        return;
      }
      this.advance(orderNumber);
    }, everyMs);
    // A timer must not keep a CLI or a test process alive on its own.
    timer.unref?.();
    this.timers.add(timer);
  }

  private notify(order: OrderRecord): void {
    const change: OrderChange = { restaurantToken: order.restaurantId, orderNumber: order.orderNumber, type: 'order_status' };
    for (const listener of this.listeners) listener(change);
  }

  private trackStatus(order: OrderRecord): TrackStatus {
    const { settings } = this.establishment(order.restaurantId);
    return {
      order_number: order.orderNumber,
      display_order_number: settings.useDisplayOrderNumber ? order.orderNumber.slice(-3) : null,
      order_type: order.payload.order_types_id,
      customer: { name: order.payload.name },
      steps: trackingStepsFor(order.payload.order_types_id).map((status_type, index) => ({ status_type, done: index <= order.stepIndex })),
      canceled: order.canceled,
      error: false,
      tracking_url: null,
      table_information: order.payload.table_information,
      start_time: order.placedAt,
      end_time: null,
      day: order.placedAt.slice(0, 10),
      order_delivery_date: order.payload.order_delivery_date,
      delivery: null,
      restaurant: { street: settings.address_street, zip_code: settings.address_zip_code, city: settings.address_city },
    };
  }
}
