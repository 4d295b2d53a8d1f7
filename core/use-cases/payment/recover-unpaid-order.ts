import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { PaymentStateGateway } from '../../ports/payment-state-gateway';
import type { LastOrderStore } from './last-order-store';

/** What the storefront found when the customer came back: nothing to do, or an unpaid order given up. */
export type UnpaidOrderRecovery =
  | { readonly kind: 'none' }
  /** The order was given up on the platform; `basketRestored`: its basket is back (none was started since). */
  | { readonly kind: 'given_up'; readonly orderNumber: string; readonly basketRestored: boolean };

/**
 * Issue 22.2 (checkout 4: "a refused, failed or abandoned payment gives the basket back"): the customer left
 * for the provider's page and came back to the storefront without paying (the browser's back button, a
 * reload, a new visit), so no payment return brought them to the tracking page. The order paid online kept
 * with its basket (LastOrderStore) is asked about: paid, it is forgotten; under way (pending), it is left to
 * settle; still to pay, or refused, it is given up on the platform (canceled: it can no more be paid and
 * sent to the kitchen behind the basket given back), then its basket comes back. An unreachable platform
 * changes nothing now: the next page asks again, and the platform's own timeout ends the order meanwhile.
 */
export class RecoverUnpaidOrder {
  constructor(
    private readonly gateway: PaymentStateGateway,
    private readonly lastOrders: LastOrderStore,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<UnpaidOrderRecovery> {
    const orderNumber = this.lastOrders.keptOrderNumber(restaurantId);
    if (orderNumber === null) return { kind: 'none' };
    try {
      const now = await this.gateway.state(orderNumber);
      if (!this.abandoned(restaurantId, now.payment_status)) return { kind: 'none' };
      const after = await this.gateway.giveUp(orderNumber);
      if (!this.abandoned(restaurantId, after.payment_status)) return { kind: 'none' };
    } catch {
      return { kind: 'none' };
    }
    return { kind: 'given_up', orderNumber, basketRestored: this.lastOrders.restoreBasket(restaurantId, orderNumber) };
  }

  /** Whether this payment status leaves the order unpaid for good; a paid order (or one on the spot) is forgotten. */
  private abandoned(restaurantId: RestaurantId, status: string | null): boolean {
    if (status === 'to_pay' || status === 'rejected') return true;
    if (status !== 'pending') this.lastOrders.forget(restaurantId);
    return false;
  }
}
