import type { Clock } from '../../../core/ports/clock';
import type { PaymentState, PaymentStatus } from '../../../core/domain/payment/payment-status';
import type { PaymentResult } from '../../../core/domain/payment/payment-providers';
import { HOSTED_FIELDS_PROVIDER_ID } from '../../../core/domain/payment/payment-providers';
import type { SandboxPaymentRecord, SimulatorStore, StoredOrder } from '../store/simulator-store';
import { SimulatorError } from '../engine/simulator-error';
import { SANDBOX_PENDING_SETTLES_MS, sandboxCardVerdict } from './sandbox-cards';

/** Ours: the sandbox provider's redirect page for an order, relative to the API base (checkout 4, redirect). */
export const sandboxRedirectPath = (orderNumber: string) => `sandbox/pay/${encodeURIComponent(orderNumber)}`;

/** What `sim pay` stages: the outcome as the restaurant's support sees it. */
export type StagedPayment = 'paid' | 'refused' | 'pending';

/**
 * The simulator's sandbox payment provider (checkout 4): it alone decides the payment state of an online
 * order, from the test card typed in its own fields or the button pressed on its redirect page, never
 * from what the storefront says. A pending payment becomes paid SANDBOX_PENDING_SETTLES_MS later.
 */
export class SandboxPayments {
  constructor(
    private readonly store: SimulatorStore,
    private readonly clock: Clock,
    /** The order's payment changed to this status (engine/online-order-payments.ts moves the order and tells the live channel). */
    private readonly changed: (order: StoredOrder, status: PaymentStatus) => void,
  ) {}

  /** An online order starts to pay; its answer's redirectionUrl (null for hosted fields, paid in the page). */
  open(order: StoredOrder): string | null {
    const { type, provider_id } = order.payload.payement_infos;
    if (type !== 'ONLINE') return null;
    this.save(order.orderNumber, 'to_pay', null);
    return provider_id === HOSTED_FIELDS_PROVIDER_ID ? null : sandboxRedirectPath(order.orderNumber);
  }

  /** checkout 7 "Is order paid": the state now (a pending payment past its time is paid). */
  state(order: StoredOrder): PaymentState {
    const record = this.settled(order);
    const online = order.payload.payement_infos.type === 'ONLINE';
    // An order on the spot has no payment state, until its table's bill is paid (pay-the-table).
    const onSpotStatus = record?.status === 'paid' ? 'paid' : null;
    // A canceled order waits for no payment: one never made is rejected, whoever canceled the order.
    const onlineStatus = record?.status ?? 'to_pay';
    const status = order.canceled && onlineStatus === 'to_pay' ? 'rejected' : onlineStatus;
    return { order_number: order.orderNumber, payment_status: online ? status : onSpotStatus, provider_id: online ? order.payload.payement_infos.provider_id : null };
  }

  /** checkout 7, pay-the-table: the table's bill, with this order in it, was paid on the terminal. */
  paidOnTable(order: StoredOrder): void {
    if (order.payload.payement_infos.type !== 'ONSPOT') return;
    this.save(order.orderNumber, 'paid', null);
    this.changed(order, 'paid');
  }

  /** The card typed in the sandbox's hosted fields: the number decides (sandbox-cards.ts). */
  payWithCard(order: StoredOrder, card: { readonly number: unknown; readonly expiry: unknown; readonly cvc: unknown }): PaymentState {
    this.mustBePayable(order, true);
    const now = this.clock.now();
    const verdict = sandboxCardVerdict(card, { year: now.year, month: now.month });
    if (!verdict.ok) throw new SimulatorError('bad_request', verdict.message, verdict.field);
    this.apply(order, verdict.status);
    return this.state(order);
  }

  /** The button pressed on the redirect page; the answer is where the browser goes back to. */
  payByRedirect(order: StoredOrder, result: PaymentResult): string {
    this.mustBePayable(order, false);
    this.apply(order, result === 'SUCCESSED' ? 'paid' : 'rejected');
    const { success_url, cancel_url, provider_id } = order.payload.payement_infos;
    const url = result === 'SUCCESSED' ? success_url : cancel_url;
    // An order that gave no return address stays on the sandbox's page, which then shows the outcome.
    if (url === '') return `/${sandboxRedirectPath(order.orderNumber)}`;
    const back = new URL(url);
    back.searchParams.set('orderId', order.orderNumber);
    back.searchParams.set('provider_id', String(provider_id));
    back.searchParams.set('result', result);
    return back.toString();
  }

  /** Staging (`sim pay`): the outcome support wants, whatever was typed. */
  stage(order: StoredOrder, outcome: StagedPayment): PaymentState {
    if (order.payload.payement_infos.type !== 'ONLINE') throw new SimulatorError('unprocessable', `order ${order.orderNumber} is paid on the spot`, 'order');
    // Issue 22.2: a canceled order's payment is closed; paying it would send to the kitchen what nobody waits for.
    if (order.canceled) throw new SimulatorError('unprocessable', `order ${order.orderNumber} is canceled`, 'order');
    this.apply(order, outcome === 'refused' ? 'rejected' : outcome);
    return this.state(order);
  }

  private apply(order: StoredOrder, status: Exclude<PaymentStatus, 'to_pay'>): void {
    const settlesAt = status === 'pending' ? (this.clock.now().toUTC().plus({ milliseconds: SANDBOX_PENDING_SETTLES_MS }).toISO() ?? null) : null;
    this.save(order.orderNumber, status, settlesAt);
    this.changed(order, status);
  }

  /**
   * Issue 22.2: the payment is closed unpaid (given up by the customer, or past SANDBOX_PAYMENT_TIMEOUT_MS):
   * rejected, and no card or page takes it any more once its order is canceled. The caller moves the order.
   */
  close(order: StoredOrder): void {
    this.save(order.orderNumber, 'rejected', null);
  }

  private mustBePayable(order: StoredOrder, hostedFields: boolean): void {
    const { type, provider_id } = order.payload.payement_infos;
    if (type !== 'ONLINE' || (provider_id === HOSTED_FIELDS_PROVIDER_ID) !== hostedFields) {
      throw new SimulatorError('unprocessable', `order ${order.orderNumber} is not paid this way`, 'order');
    }
    const status = this.settled(order)?.status ?? 'to_pay';
    // A refused card may be tried again while the order waits (the in-app page offers it); a payment taken
    // or under way may not be taken twice, nor one closed with its order (given up, or past its time).
    if (status === 'paid' || status === 'pending') throw new SimulatorError('unprocessable', `order ${order.orderNumber} is already ${status}`, 'order');
    if (order.canceled) throw new SimulatorError('unprocessable', `order ${order.orderNumber} is canceled`, 'order');
  }

  private settled(order: StoredOrder): SandboxPaymentRecord | null {
    const record = this.store.findPayment(order.orderNumber);
    if (record?.status !== 'pending' || !record.settlesAt || record.settlesAt > this.now()) return record;
    this.save(order.orderNumber, 'paid', null);
    this.changed(order, 'paid');
    return this.store.findPayment(order.orderNumber);
  }

  private save(orderNumber: string, status: PaymentStatus, settlesAt: string | null): void {
    this.store.savePayment({ orderNumber, status, settlesAt, updatedAt: this.now() });
  }

  private now(): string {
    return this.clock.now().toUTC().toISO() ?? '';
  }
}
