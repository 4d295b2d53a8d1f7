import { runInAction } from 'mobx';
import { useEffect } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import { catalogueWithAvailability, settingsWithAvailability } from '../../core/domain/catalogue/menu-availability';
import type { FollowMenuAvailability } from '../../core/use-cases/catalogue/follow-menu-availability';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import type { OrderingSession } from '../session/restaurant-view-model';

/**
 * Issue 20.3: the live menu starts this long after the page is drawn: the socket client is not part of the
 * menu's first visit (tests/e2e/first-visit.e2e.ts), and what changed meanwhile comes with the first answer.
 */
export const LIVE_MENU_START_MS = 1_500;

/**
 * Issue 20.3: while the page is open, the establishment's stock and busy time follow the platform: the menu
 * and the basket read the stock told (BasketViewModel.liveCatalogue: a card says sold out, a line is
 * flagged), and a new preparation time gives the pages new settings (the slots offered move).
 */
export function useLiveAvailability(session: OrderingSession): void {
  const container = useContainer();
  const restaurant = useRestaurant();
  const { basket, catalogue } = session;
  const restaurantId = session.settings.id;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    const timer = window.setTimeout(() => {
      container
        .getAsync<FollowMenuAvailability>(USE_CASES.followMenuAvailability)
        .then((follow) => {
          if (ended) return;
          stop = follow.execute(restaurantId, {
            availability: (availability) =>
              runInAction(() => {
                // On the stock last told, so that an answer that changes nothing keeps the same menu object.
                basket.useLiveCatalogue(catalogueWithAvailability(basket.liveCatalogue ?? catalogue, availability));
                const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
                const moved = settings && settingsWithAvailability(settings, availability);
                if (settings && moved && moved !== settings) restaurant.useSettings(moved);
              }),
          });
        })
        // Without the live channel the page shows what it loaded; the checkout's answer still tells a sold-out product.
        .catch(() => undefined);
    }, LIVE_MENU_START_MS);
    return () => {
      ended = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [container, restaurant, restaurantId, basket, catalogue]);
}
