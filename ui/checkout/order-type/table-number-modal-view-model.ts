import { makeAutoObservable } from 'mobx';
import type { Basket } from '../../../core/domain/basket/basket';
import { emptyBasket } from '../../../core/domain/basket/basket';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { PlaceTableOnlyOrder } from '../../../core/use-cases/order/place-table-only-order';
import type { PlaceOrderFailure } from '../../../core/use-cases/order/place-order';
import type { Navigate } from '../../routing/restaurant-paths';
import { SCAN_TRACKING_TYPE } from '../../../core/domain/tracking/scan-tracking';
import { paths } from '../../routing/restaurant-paths';

export interface TableNumberModalDeps {
  readonly placeTableOnlyOrder: () => Promise<Pick<PlaceTableOnlyOrder, 'execute'>>;
  readonly navigate: Navigate;
  /** Tells the checkout its order is placed, before the basket empties. */
  readonly onPlaced: () => void;
}

/** checkout 2 "Table-number modal": a table number, then the table-only order is sent at once. */
export class TableNumberModalViewModel {
  open = false;
  tableNumber = '';
  /** A message key: incorrect_table_number, or why the order could not be sent. */
  problem: string | null = null;
  sending = false;
  /** Counts the refusals, so the dialog brings the focus back to the number each time (issue 22.11). */
  refusals = 0;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly basket: { replace(basket: Basket): void },
    private readonly deps: TableNumberModalDeps,
  ) {
    makeAutoObservable<TableNumberModalViewModel, 'settings' | 'basket' | 'deps'>(this, { settings: false, basket: false, deps: false }, { autoBind: true });
  }

  show(tableNumber: string): void {
    this.open = true;
    this.tableNumber = tableNumber;
    this.problem = null;
  }

  close(): void {
    if (!this.sending) this.open = false;
  }

  setTableNumber(value: string): void {
    this.tableNumber = value;
    this.problem = null;
  }

  async send(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      const placeTableOnlyOrder = await this.deps.placeTableOnlyOrder();
      const result = await placeTableOnlyOrder.execute({ settings: this.settings, tableNumber: this.tableNumber });
      this.finish(result.ok ? { orderNumber: result.value.orderNumber } : { key: failureKey(result.error) });
    } catch {
      this.finish({ key: 'order_could_not_be_sent' });
    }
  }

  private finish(outcome: { orderNumber: string } | { key: string }): void {
    this.sending = false;
    if ('key' in outcome) {
      this.problem = outcome.key;
      this.refusals += 1;
      return;
    }
    // checkout 4: the basket is emptied after a successful order, and tracking follows it.
    this.open = false;
    this.deps.onPlaced();
    this.basket.replace(emptyBasket(this.settings.id));
    // checkout 4: a table order paid on the spot is tracked as the room and scan variant.
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: outcome.orderNumber, type: SCAN_TRACKING_TYPE }), { replace: true });
  }
}

/** What the modal says of a failure; issue 15.5: an order whose answer was lost may have been taken. */
function failureKey(failure: PlaceOrderFailure): string {
  if (failure.kind === 'invalid') return failure.problems[0]?.key ?? 'an_error_has_occurred';
  return failure.kind === 'outcome_unknown' ? 'order_outcome_unknown' : 'order_could_not_be_sent';
}
