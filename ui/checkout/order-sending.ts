import { limitationTitleKey } from '../../core/domain/order/limitation-title';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import { readLimitationEntities } from '../limitation/limitation-entities';
import { paths } from '../routing/restaurant-paths';

/** Where the checkout stands with the order it sends (checkout 4 and 8). */
export type SendingState =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  /** checkout 4: no answer in time; the customer can go back to the menu. */
  | { readonly kind: 'timed_out' }
  /** The order was not sent (it never left, or was refused as invalid): the basket is untouched and the customer may retry. */
  | { readonly kind: 'failed' }
  /**
   * Issue 15.5 (checkout 8 and 9): the order left and its answer was lost (connection reset, timeout,
   * server failure): it may have been taken. The basket is untouched; validating again asks first.
   */
  | { readonly kind: 'outcome_unknown' }
  /** The platform refused the order with a message shown here (limitation, promotion: checkout 8). */
  | { readonly kind: 'refused'; readonly key: string }
  | { readonly kind: 'placed' }
  /** checkout 4: the order is taken; the provider takes the payment (or the browser leaves for its page). */
  | { readonly kind: 'paying' };

/** checkout 8: what a refusal leads to: another page (and what it lists), or a message on the checkout. */
export type RefusalStep =
  | { readonly kind: 'page'; readonly to: string; readonly state?: unknown }
  | { readonly kind: 'message'; readonly key: string };

export function refusalStep(restaurantId: RestaurantId, failure: Extract<PlaceOrderFailure, { kind: 'rejected' }>): RefusalStep {
  const outcome = failure.outcome;
  switch (outcome.kind) {
    case 'out_of_stock':
      // browsing 2.8: the out-of-stock page lists and removes the products.
      return { kind: 'page', to: paths.outOfStock(restaurantId), state: { entities: outcome.entities } };
    case 'tracking_error':
      return { kind: 'page', to: paths.tracking(restaurantId, { type: outcome.type, ...(failure.rejection.data && { data: failure.rejection.data }) }) };
    case 'limitation':
      // browsing 2.7: the limitation page lists what was limited and takes it out of the basket; without
      // entities to show, the title alone tells what was limited (browsing 8).
      if (readLimitationEntities({ entities: outcome.entities })) {
        return { kind: 'page', to: paths.limitation(restaurantId, outcome.type), state: { entities: outcome.entities } };
      }
      return { kind: 'message', key: limitationTitleKey(outcome.type) ?? 'an_error_has_occurred' };
    case 'promotion':
      return { kind: 'message', key: outcome.key };
  }
}
