import { asyncScheduler, defer, filter, from, map, mergeMap, Observable, take, timeout, timer } from 'rxjs';
import type { SchedulerLike } from 'rxjs';
import { isTransactionToken, ORDER_VALIDATION_POLLING, safeRedirectionPath } from '../../domain/table/order-validation';
import type { TableGateway } from '../../ports/table-gateway';

export type OrderValidationState =
  | { readonly kind: 'validating' }
  | { readonly kind: 'validated'; readonly redirectionPath: string }
  /** checkout 8: "order validation: ... 'error' on failure or timeout". */
  | { readonly kind: 'failed' };

/**
 * checkout 4, order validation screen: asks the platform every 2 s for the order of the transaction (query t
 * and s) and ends with its redirection path. More than 30 s without an answer, a failed call, a missing
 * query or a redirection off this storefront end in the error state. Time runs on the injected scheduler.
 */
export class WatchOrderValidation {
  constructor(
    private readonly gateway: Pick<TableGateway, 'transactionOrderStatus'>,
    private readonly scheduler: SchedulerLike = asyncScheduler,
  ) {}

  execute(query: { readonly t: string | null; readonly s: string | null }): Observable<OrderValidationState> {
    const { t, s } = query;
    if (!isTransactionToken(t) || !isTransactionToken(s)) return from([{ kind: 'failed' } as const]);
    return new Observable<OrderValidationState>((subscriber) => {
      subscriber.next({ kind: 'validating' });
      const polls = timer(0, ORDER_VALIDATION_POLLING.everyMs, this.scheduler)
        .pipe(
          // One call at a time: a slow answer is not overtaken by the next tick's.
          mergeMap(() => defer(() => from(this.gateway.transactionOrderStatus(t, s))), 1),
          filter((status) => status !== null),
          take(1),
          map((status): OrderValidationState => {
            const path = safeRedirectionPath(status.redirectionPath);
            return path ? { kind: 'validated', redirectionPath: path } : { kind: 'failed' };
          }),
          timeout({ first: ORDER_VALIDATION_POLLING.giveUpAfterMs, scheduler: this.scheduler }),
        )
        .subscribe({
          next: (state) => subscriber.next(state),
          error: () => {
            subscriber.next({ kind: 'failed' });
            subscriber.complete();
          },
          complete: () => subscriber.complete(),
        });
      return () => polls.unsubscribe();
    });
  }
}
