import { asyncScheduler, catchError, defer, EMPTY, from, map, mergeMap, Observable, takeUntil, takeWhile, timer } from 'rxjs';
import type { SchedulerLike } from 'rxjs';
import type { PaymentErrorType } from '../../domain/payment/payment-return';
import { isUnsettled, PAYMENT_POLLING, paymentErrorType } from '../../domain/payment/payment-return';
import type { PaymentStatus } from '../../domain/payment/payment-status';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { PaymentStateGateway } from '../../ports/payment-state-gateway';
import type { LastOrderStore } from './last-order-store';

export interface ConfirmPaymentInput {
  readonly restaurantId: RestaurantId;
  readonly orderNumber: string;
  /** The bank return's query (checkout 2: result, provider_id); hints only, the platform decides. */
  readonly result: string | null;
  readonly providerId: string | null;
}

export type PaymentConfirmation =
  | { readonly kind: 'checking' }
  | {
      readonly kind: 'known';
      /** What the platform says; null when the order is paid on the spot. */
      readonly status: PaymentStatus | null;
      /** checkout 4: true while the payment poll goes on (the leave-page warning is on meanwhile). */
      readonly polling: boolean;
      readonly errorType: PaymentErrorType | null;
      /** The basket of the order is back (checkout 4: restored after an error). */
      readonly basketRestored: boolean;
    };

/**
 * checkout 4, payment return and payment polling: asks the platform for the order's payment (never the
 * query string), and while it is pending asks again every 5 s for 60 s, a failed call being retried
 * at the next tick. After the window the payment counts as rejected. An error gives the basket back,
 * once the platform was told to give the order up (issue 22.1 and 22.2: an order whose basket is given
 * back must not be paid and sent to the kitchen behind it).
 * Time runs on the injected scheduler, so tests run the minute in virtual time.
 */
export class ConfirmPayment {
  constructor(
    private readonly gateway: PaymentStateGateway,
    private readonly lastOrders: LastOrderStore,
    private readonly scheduler: SchedulerLike = asyncScheduler,
  ) {}

  execute(input: ConfirmPaymentInput): Observable<PaymentConfirmation> {
    return new Observable<PaymentConfirmation>((subscriber) => {
      subscriber.next({ kind: 'checking' });
      let last: PaymentStatus | null | undefined;
      let provider: number | null = null;
      const ask = () =>
        defer(() => from(this.gateway.state(input.orderNumber))).pipe(
          map((state) => {
            provider = state.provider_id;
            return state.payment_status;
          }),
          // Inside the window a failed call is retried at the next tick.
          catchError(() => EMPTY),
        );
      const window$ = timer(PAYMENT_POLLING.forMs, this.scheduler);
      const polls = timer(0, PAYMENT_POLLING.everyMs, this.scheduler)
        .pipe(
          mergeMap(() => ask()),
          takeWhile((status) => isUnsettled(status), true),
          // A call still unanswered when the window closes is not waited for.
          takeUntil(window$),
        )
        .subscribe({
          next: (status) => {
            last = status;
            if (isUnsettled(status)) subscriber.next(this.known(status, true));
          },
          complete: () => {
            // checkout 4: still unsettled (or never known) after the window: marked rejected.
            const final: PaymentStatus | null = last === undefined || isUnsettled(last) ? 'rejected' : last;
            void this.conclude(input, final, last === undefined ? null : last, provider).then((confirmation) => {
              subscriber.next(confirmation);
              subscriber.complete();
            });
          },
        });
      return () => polls.unsubscribe();
    });
  }

  private known(status: PaymentStatus | null, polling: boolean): PaymentConfirmation {
    return { kind: 'known', status, polling, errorType: null, basketRestored: false };
  }

  /** The final word: success, or an error whose order is given up on the platform and whose basket comes back. */
  private async conclude(input: ConfirmPaymentInput, status: PaymentStatus | null, seen: PaymentStatus | null, provider: number | null): Promise<PaymentConfirmation> {
    // A page opened without a bank return (no result, no provider_id) takes the provider the platform names.
    const providerId = input.result === null && input.providerId === null && provider !== null ? String(provider) : input.providerId;
    // A payment given up on while pending is a cancelled one (type 3); one never read is a server error.
    const errorType = status === 'rejected' && seen !== 'rejected' ? (seen === null ? 2 : 3) : paymentErrorType(status, input.result, providerId);
    if (errorType === null) {
      this.lastOrders.forget(input.restaurantId);
      return this.known(status, false);
    }
    // Only the order whose basket this storefront kept is given up with it (not an app's order, nor one
    // placed on another device). Never read: the platform cannot be reached either; its own timeout ends it.
    const ours = this.lastOrders.keptOrderNumber(input.restaurantId) === input.orderNumber;
    const after = seen === null || !ours ? null : await this.giveUp(input.orderNumber);
    if (after === 'paid') {
      this.lastOrders.forget(input.restaurantId);
      return this.known('paid', false);
    }
    return { kind: 'known', status, polling: false, errorType, basketRestored: this.lastOrders.restoreBasket(input.restaurantId, input.orderNumber) };
  }

  /** The payment's status once the platform was told to give the order up; null when it could not be told. */
  private async giveUp(orderNumber: string): Promise<PaymentStatus | null> {
    try {
      return (await this.gateway.giveUp(orderNumber)).payment_status;
    } catch {
      return null;
    }
  }
}
