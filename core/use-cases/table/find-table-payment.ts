import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import { tablePaymentAddress } from '../../domain/table/table-payment';
import type { TableGateway } from '../../ports/table-gateway';

/**
 * checkout 2 and 7, pay-the-table: asks whether the table's bill is open. The address of its payment
 * page when it is, null when there is nothing to pay; a failure is the caller's to log (checkout 8:
 * "table-payment session failure: logged only, button loading stops").
 */
export class FindTablePayment {
  constructor(
    private readonly gateway: Pick<TableGateway, 'currentTransaction'>,
    private readonly platformBase: string,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly tableNumber: string }): Promise<Result<string | null, string>> {
    try {
      const transaction = await this.gateway.currentTransaction(input.restaurantId, input.tableNumber);
      return ok(tablePaymentAddress(this.platformBase, transaction, input.restaurantId));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
}
