import type { CheckedCheckout } from '../../core/domain/checkout/checkout-validation';
import type { CheckoutTotals } from '../../core/domain/checkout/checkout-totals';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { SCAN_TRACKING_TYPE, tracksAsScan } from '../../core/domain/tracking/scan-tracking';
import type { OrderPlaced, PendingOrder, PlaceOrder, PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import { ORDER_FOUND_AGAIN_STATE } from '../notifications/order-found-again';
import { refusalStep } from './order-sending';
import type { OrderSubmission } from './order-submission';
import type { SummaryAndPaymentStep } from './summary-and-payment-step';

export interface OrderPlacingDeps {
  readonly settings: RestaurantSettings;
  /** PlaceOrder is resolved lazily (config/bind-ordering-use-cases.ts): it carries the phone rules. */
  readonly placeOrder: () => Promise<Pick<PlaceOrder, 'execute'>>;
  /** The storefront's origin, for the payment return addresses of the payload. */
  readonly origin: string;
  readonly navigate: Navigate;
  readonly submission: OrderSubmission;
  /** checkout 4: the online payment, once the platform took the order. */
  readonly payment: Pick<SummaryAndPaymentStep, 'payOnline'>;
  /** The order type chosen, for the tracking variant of an order placed now. */
  readonly orderTypeId: () => OrderTypeId | null;
  /** checkout 3 and 4: an order is taken: its contact details are remembered, the basket shown emptied. */
  readonly taken: () => void;
  /**
   * checkout 4 "Checkout details (order type, schedule, collect hour, comment) reset after an order" (issue 19):
   * what outlives the page (the time slot kept in storage) is forgotten; the rest lives with the page.
   */
  readonly resetCheckoutDetails?: () => void;
}

/**
 * checkout 4 and 8: sends a checked order through PlaceOrder and follows its answer: tracking, the online
 * payment, a refusal's page or message, the problems the use case found; issue 15.5: an order whose
 * answer was lost, found again.
 */
export class OrderPlacing {
  constructor(private readonly deps: OrderPlacingDeps) {}

  async send(checked: CheckedCheckout<CheckoutTotals>): Promise<void> {
    const { settings } = this.deps;
    const payment = checked.form.payment;
    const origin = this.deps.origin.replace(/\/$/, '');
    const trackingUrl = `${origin}${paths.tracking(settings.id, {})}`;
    // checkout 2: a provider's page sends a paid order back to the order confirmation page (provider_id, result, orderId).
    const confirmationUrl = `${origin}${paths.confirmation(settings.id)}`;
    const placeOrder = await this.deps.placeOrder();
    const result = await placeOrder.execute({
      settings,
      checked,
      // checkout 4: a provider sends the customer back, where the platform tells the outcome: the confirmation
      // page once paid (checkout 2), tracking otherwise.
      returnUrls: { success: confirmationUrl, cancel: payment?.mode === 'ONLINE' ? trackingUrl : `${origin}${paths.checkout(settings.id)}` },
    });
    if (result.ok && result.value.recovered) {
      this.recovered(result.value);
    } else if (result.ok && payment?.mode === 'ONLINE') {
      this.deps.resetCheckoutDetails?.();
      await this.deps.payment.payOnline(payment, result.value, checked.totals, { success: confirmationUrl, cancel: trackingUrl });
    } else if (result.ok) {
      this.placed(result.value.orderNumber, this.deps.orderTypeId());
    } else {
      this.failed(result.error);
    }
  }

  /** Issue 15.5: the page loads with an attempt left pending; the order it took, if any, is shown. */
  resumed(pending: PendingOrder): void {
    if (!this.deps.submission.mayResume) return;
    if (pending.kind === 'found') this.recovered(pending.placed);
    else if (pending.kind === 'unknown') this.deps.submission.setState({ kind: 'outcome_unknown' });
  }

  /**
   * Issue 15.5: an earlier attempt, whose answer was lost, had taken the order: the customer is taken to
   * it, and its page says that what changed since was not sent. Its payment, if online, is followed by tracking.
   */
  private recovered(placed: OrderPlaced): void {
    this.placed(placed.orderNumber, placed.payload.order_types_id, ORDER_FOUND_AGAIN_STATE);
  }

  private placed(orderNumber: string, orderTypeId: OrderTypeId | null, pageState?: object): void {
    // checkout 4: PlaceOrder emptied the stored basket. Even after the 25 s error the order exists, so the
    // customer is taken to its tracking page, unless they went back to the menu meanwhile.
    this.deps.submission.setState({ kind: 'placed' });
    this.deps.taken();
    this.deps.resetCheckoutDetails?.();
    if (this.deps.submission.hasLeft) return;
    // checkout 4: a table or room order paid on the spot is tracked as the room and scan variant.
    const type = tracksAsScan(orderTypeId) ? SCAN_TRACKING_TYPE : undefined;
    this.deps.navigate(paths.tracking(this.deps.settings.id, { orderId: orderNumber, type }), { replace: true, ...(pageState && { state: pageState }) });
  }

  private failed(failure: PlaceOrderFailure): void {
    const { submission, navigate } = this.deps;
    if (failure.kind === 'invalid') {
      submission.invalid(failure.problems);
      return;
    }
    if (failure.kind === 'gateway' || failure.kind === 'outcome_unknown') {
      submission.lost(failure.kind === 'gateway' ? 'failed' : 'outcome_unknown');
      return;
    }
    const step = refusalStep(this.deps.settings.id, failure);
    if (step.kind === 'message') {
      submission.setState({ kind: 'refused', key: step.key });
      return;
    }
    submission.setState({ kind: 'editing' });
    if (step.state === undefined) navigate(step.to);
    else navigate(step.to, { state: step.state });
  }
}
