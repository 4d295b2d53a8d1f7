import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { ShareStatus, TableGateway } from '../../ports/table-gateway';

/** A share's id as the platform gives it (16 random bytes, url-safe): anything else is not asked about. */
const SHARE_ID = /^[\w-]{22}$/;

/**
 * Issue 20 item 2: back at the hub from the payment provider's page, where the customer's share stands, as the
 * platform has it from the provider (the return address names the share, never how its payment ended): paid,
 * still being paid, or released (refused, given up, expired) with its choice, to try again. null when the
 * address names no share the platform knows at this table.
 */
export class FollowBillShare {
  constructor(private readonly gateway: Pick<TableGateway, 'shareStatus'>) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly tableNumber: string; readonly shareId: string }): Promise<Result<ShareStatus | null, string>> {
    if (!SHARE_ID.test(input.shareId)) return ok(null);
    try {
      return ok(await this.gateway.shareStatus(input.restaurantId, input.tableNumber, input.shareId));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
}
