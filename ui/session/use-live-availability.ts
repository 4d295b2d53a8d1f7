import { useEffect } from 'react';
import { useContainer } from '../container/container-context';
import { useRestaurant } from './restaurant-context';
import type { OrderingSession } from './restaurant-view-model';

/**
 * Issue 20.3: the live channel starts this long after the page is drawn, its code and the socket client loaded
 * then: neither is part of the menu's first visit (tests/e2e/first-visit.e2e.ts), and what changed meanwhile
 * comes with the channel's first answer.
 */
export const LIVE_MENU_START_MS = 1_500;

/**
 * Issue 20.3: while the page is open, the establishment's stock and busy time follow the platform (follow-menu-live.ts).
 * Once per page wherever the basket shows: the menu (its basket and checkout drawers are its children) and the
 * checkout page, which flags a line sold out meanwhile and holds its order back (checkout-route.tsx).
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
      import('./follow-menu-live')
        .then(({ followMenuLive }) => followMenuLive(container, restaurant, { ...session, basket, catalogue }))
        .then((stopFollowing) => {
          if (ended) stopFollowing();
          else stop = stopFollowing;
        })
        // Without the live channel the page shows what it loaded; the checkout's answer still tells a sold-out product.
        .catch(() => undefined);
    }, LIVE_MENU_START_MS);
    return () => {
      ended = true;
      window.clearTimeout(timer);
      stop?.();
    };
    // The session's settings change with a busy kitchen: following goes on with the same menu and basket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, restaurant, restaurantId, basket, catalogue]);
}
