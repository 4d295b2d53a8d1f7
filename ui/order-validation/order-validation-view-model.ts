import { makeAutoObservable } from 'mobx';
import type { Unsubscribable } from 'rxjs';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { OrderValidationState, WatchOrderValidation } from '../../core/use-cases/table/watch-order-validation';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import type { Lifecycle } from '../container/use-view-model';

export interface OrderValidationDeps {
  /** Resolved lazily: the use case brings rxjs, which the menu does not need. */
  readonly watchOrderValidation: () => Promise<Pick<WatchOrderValidation, 'execute'>>;
  readonly navigate: Navigate;
}

/**
 * checkout 2 and 4, order validation screen (query t and s): waits for the platform to validate the order,
 * then hands over to the order validated screen, which goes where the platform said.
 */
export class OrderValidationViewModel implements Lifecycle {
  state: OrderValidationState = { kind: 'validating' };
  private subscription: Unsubscribable | null = null;
  private running = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly query: { readonly t: string | null; readonly s: string | null },
    private readonly deps: OrderValidationDeps,
  ) {
    makeAutoObservable<OrderValidationViewModel, 'restaurantId' | 'query' | 'deps' | 'subscription' | 'running'>(
      this,
      { restaurantId: false, query: false, deps: false, subscription: false, running: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.running = true;
    this.state = { kind: 'validating' };
    this.deps
      .watchOrderValidation()
      .then((watch) => {
        if (!this.running || this.subscription) return;
        this.subscription = watch.execute(this.query).subscribe((state) => this.receive(state));
      })
      // The code of the screen could not load (offline): the same error as a failed call.
      .catch(() => this.receive({ kind: 'failed' }));
    return this.stop;
  }

  stop(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  private receive(state: OrderValidationState): void {
    this.state = state;
    if (state.kind === 'validated') this.deps.navigate(paths.orderValidated(this.restaurantId, state.redirectionPath), { replace: true });
  }
}
