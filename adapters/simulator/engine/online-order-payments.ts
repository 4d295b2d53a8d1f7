import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { PaymentResult } from '../../../core/domain/payment/payment-providers';
import type { PaymentState, PaymentStatus } from '../../../core/domain/payment/payment-status';
import { trackingStepsFor } from '../../../core/domain/tracking/track-status';
import type { Clock } from '../../../core/ports/clock';
import { SANDBOX_PAYMENT_TIMEOUT_MS } from '../sandbox/sandbox-cards';
import type { StagedPayment } from '../sandbox/sandbox-payments';
import { SandboxPayments } from '../sandbox/sandbox-payments';
import type { OrderStatusName, SimulatorStore, StoredOrder } from '../store/simulator-store';
import { SimulatorError } from './simulator-error';

/** The step index of an order that waits for its payment: before the first step (none is done). */
export const AWAITING_PAYMENT_STEP = -1;

/** How many waiting orders one sweep looks at; the rest wait for the next one. */
const SWEEP_LIMIT = 500;

/** checkout 4: where a new order starts: an order paid online waits for its payment, any other is sent. */
export function startingStatus(payload: OrderPayload): { readonly stepIndex: number; readonly status: OrderStatusName } {
  if (payload.payement_infos.type === 'ONLINE') return { stepIndex: AWAITING_PAYMENT_STEP, status: 'awaiting_payment' };
  return { stepIndex: 0, status: trackingStepsFor(payload.order_types_id)[0] ?? 'sent' };
}

/** What the engine does to an order when its payment decides (engine/simulator-engine.ts). */
export interface OrderMoves {
  /** Moves the order to this step, or cancels it: recorded in its history and told on the live channel. */
  move(order: StoredOrder, stepIndex: number, canceled: boolean): void;
  /** Tells the live channel that the order changed (its payment), without moving it. */
  notify(order: StoredOrder): void;
  /** Puts back the stock an order took when it was placed (it never reached the kitchen). */
  giveStockBack(order: StoredOrder): void;
}

/**
 * Issue 22.1 and 22.2 (checkout 4): an order paid online reaches the kitchen only once paid. Until then it
 * waits (status awaiting_payment, no step done): the restaurant cannot move it on and it is exported as
 * such. Paid (card, redirect page, staged, or a pending payment settled), it is sent. A refused card leaves
 * it waiting (another card may be tried); the customer's storefront gives it up when it gives the basket
 * back, and the sandbox closes it SANDBOX_PAYMENT_TIMEOUT_MS after it was placed: canceled, its stock back,
 * its payment rejected and taken no more. A pending payment is never given up: it settles first.
 * The sandbox provider (sandbox/sandbox-payments.ts) decides every payment; this decides what the order does.
 */
export class OnlineOrderPayments {
  private readonly sandbox: SandboxPayments;

  constructor(
    private readonly store: SimulatorStore,
    private readonly clock: Clock,
    private readonly moves: OrderMoves,
  ) {
    this.sandbox = new SandboxPayments(store, clock, (order, status) => this.paymentChanged(order, status));
  }

  /** An order just taken: an online one opens its payment (its answer's redirectionUrl, or null). */
  open(order: StoredOrder): string | null {
    return this.sandbox.open(order);
  }

  /**
   * What is due now: pending payments past their time are paid (their orders sent), and orders still
   * unpaid SANDBOX_PAYMENT_TIMEOUT_MS after they were placed are canceled. Called before an order is read.
   */
  settleDue(): void {
    // Issue 17: every order and every read comes here; with nothing waiting there is nothing to settle.
    if (this.store.ordersAwaitingPayment(1).length === 0) return;
    this.store.transaction(() => {
      const closesBefore = this.clock.now().toUTC().minus({ milliseconds: SANDBOX_PAYMENT_TIMEOUT_MS }).toISO() ?? '';
      for (const order of this.store.ordersAwaitingPayment(SWEEP_LIMIT)) {
        // Reading the state settles a pending payment past its time (then the order is sent).
        const status = this.sandbox.state(order).payment_status;
        if (order.placedAt <= closesBefore && (status === 'to_pay' || status === 'rejected')) this.close(this.current(order));
      }
    });
  }

  /** The payment state of an order in hand, as due payments were last settled (the track status reads it). */
  stateOf(order: StoredOrder): PaymentState {
    return this.sandbox.state(order);
  }

  /** checkout 7 "Is order paid". */
  state(orderNumber: string): PaymentState {
    this.settleDue();
    return this.sandbox.state(this.placedOrder(orderNumber));
  }

  /** The sandbox's hosted card fields pay an order: the card decides. */
  payWithCard(orderNumber: string, card: { readonly number: unknown; readonly expiry: unknown; readonly cvc: unknown }): PaymentState {
    this.settleDue();
    return this.store.transaction(() => this.sandbox.payWithCard(this.placedOrder(orderNumber), card));
  }

  /** The sandbox's redirect page: the customer's choice, and the address to go back to. */
  payByRedirect(orderNumber: string, result: PaymentResult): string {
    this.settleDue();
    return this.store.transaction(() => this.sandbox.payByRedirect(this.placedOrder(orderNumber), result));
  }

  /** Staging (`sim pay`): an outcome for an online order. */
  stage(order: StoredOrder, outcome: StagedPayment): PaymentState {
    return this.store.transaction(() => this.sandbox.stage(order, outcome));
  }

  /** checkout 7, pay-the-table: the table's bill, with this order on the spot in it, was paid. */
  paidOnTable(order: StoredOrder): void {
    this.sandbox.paidOnTable(order);
  }

  /**
   * Issue 22.2 (ours: POST api/click_and_collect/v7/pending/{order}/cancel): the customer's storefront gives
   * the payment up, because the customer came back without paying or the payment failed and the basket is
   * given back. An order waiting for its payment is canceled; a paid or pending one, or one not waiting
   * (on the spot, placed before payments were awaited), is left as it is. The answer is the payment's state.
   */
  giveUp(orderNumber: string): PaymentState {
    this.settleDue();
    return this.store.transaction(() => {
      const order = this.placedOrder(orderNumber);
      if (order.payload.payement_infos.type !== 'ONLINE') throw new SimulatorError('unprocessable', `order ${order.orderNumber} is paid on the spot`, 'order');
      const status = this.sandbox.state(order).payment_status;
      if (order.status === 'awaiting_payment' && (status === 'to_pay' || status === 'rejected')) this.close(order);
      return this.sandbox.state(this.current(order));
    });
  }

  /** An order by its number (bounded: a number is at most 40 characters); 404 when unknown. */
  placedOrder(orderNumber: string): StoredOrder {
    const order = orderNumber.length <= 40 ? this.store.findOrder(orderNumber) : null;
    if (!order) throw new SimulatorError('not_found', `order ${orderNumber.slice(0, 40)} does not exist`);
    return order;
  }

  private close(order: StoredOrder): void {
    if (order.canceled) return;
    this.sandbox.close(order);
    this.moves.giveStockBack(order);
    this.moves.move(order, order.stepIndex, true);
  }

  private paymentChanged(order: StoredOrder, status: PaymentStatus): void {
    const now = this.current(order);
    // checkout 4: paid, the order reaches the kitchen at its first step; otherwise only its payment changed.
    if (status === 'paid' && now.status === 'awaiting_payment' && !now.canceled) this.moves.move(now, 0, false);
    else this.moves.notify(now);
  }

  private current(order: StoredOrder): StoredOrder {
    return this.store.findOrder(order.orderNumber) ?? order;
  }
}
