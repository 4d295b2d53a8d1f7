import { makeAutoObservable } from 'mobx';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { FindTablePayment } from '../../core/use-cases/table/find-table-payment';
import type { Notify } from '../notifications/notification-center';

export interface PayTheTableDeps {
  readonly findTablePayment: () => Promise<Pick<FindTablePayment, 'execute'>>;
  /** Leaves for the platform's table payment page. */
  readonly openPage: (address: string) => void;
  readonly notify: Notify['notify'];
  readonly log: (message: string) => void;
}

/**
 * checkout 2 and 7, pay-the-table: asks whether the table's bill is open; if so, the customer goes to
 * the table payment page, else is told there is nothing to pay yet. checkout 8: a failure is logged
 * only, and the button stops loading.
 */
export class PayTheTableViewModel {
  loading = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly tableNumber: string,
    private readonly deps: PayTheTableDeps,
  ) {
    makeAutoObservable<PayTheTableViewModel, 'restaurantId' | 'tableNumber' | 'deps'>(this, { restaurantId: false, tableNumber: false, deps: false }, { autoBind: true });
  }

  async payTheTable(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    try {
      const find = await this.deps.findTablePayment();
      const result = await find.execute({ restaurantId: this.restaurantId, tableNumber: this.tableNumber });
      if (!result.ok) this.deps.log(`pay-the-table: ${result.error}`);
      else if (result.value) this.deps.openPage(result.value);
      else this.deps.notify({ key: 'no_open_bill_for_table', tone: 'info' });
    } catch (error) {
      this.deps.log(`pay-the-table: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.done();
    }
  }

  private done(): void {
    this.loading = false;
  }
}
