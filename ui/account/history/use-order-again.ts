import type { HistoryOrder } from '../../../core/domain/account/history-order';
import { useRestaurant } from '../../session/restaurant-context';
import { paths } from '../../routing/restaurant-paths';
import { useStableNavigate } from '../../routing/use-stable-navigate';
import type { OrderHistoryViewModel } from './order-history-view-model';

/** The basket over the menu home (browsing 2.1: the basket child route). */
export const basketPath = (restaurantId: string) => `${paths.home(restaurantId)}/basket`;

/**
 * Order again with the catalogue of now; everything back: to the basket; something missing: the history
 * says what (the view model's outcome) and links to the basket.
 */
export function useOrderAgain(history: OrderHistoryViewModel): { readonly ready: boolean; readonly orderAgain: (order: HistoryOrder) => void } {
  const restaurant = useRestaurant();
  const navigate = useStableNavigate();
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;
  return {
    ready: session !== null,
    orderAgain: (order) => {
      if (!session) return;
      void history
        .orderAgain(order, { catalogue: session.catalogue, settings: session.settings, replaceBasket: (basket) => session.basket.replace(basket) })
        .then((complete) => {
          // The basket, open over the menu, shows what went back; what did not is said on the history.
          if (complete) navigate(basketPath(session.settings.id));
        });
    },
  };
}
