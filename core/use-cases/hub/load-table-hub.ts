import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import { hubTableNumber } from '../../domain/hub/table-bill';
import type { TableHub } from '../../domain/hub/table-hub';
import { tableHubOf } from '../../domain/hub/table-hub';
import type { TableGateway } from '../../ports/table-gateway';

export interface LoadTableHubInput {
  readonly restaurantId: RestaurantId;
  /** The hub's query number, as typed or scanned: checked here. */
  readonly number: string | null;
  /** checkout 3: the in-house pay feature (tastypay); without it no table pays its bill through the storefront. */
  readonly tablePayment: boolean;
}

/**
 * browsing 2.5: the hub of a table reads its bill from the platform. A number that names no table and an
 * establishment without table payment are answered without a call; a failure is the caller's to log
 * (browsing 8: "hub failures logged").
 */
export class LoadTableHub {
  constructor(private readonly gateway: Pick<TableGateway, 'tableBill'>) {}

  async execute(input: LoadTableHubInput): Promise<Result<TableHub, string>> {
    const tableNumber = hubTableNumber(input.number);
    if (tableNumber === null) return ok({ kind: 'unknown_table' });
    if (!input.tablePayment) return ok({ kind: 'no_table_payment', tableNumber });
    try {
      return ok(tableHubOf(tableNumber, await this.gateway.tableBill(input.restaurantId, tableNumber)));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
}
