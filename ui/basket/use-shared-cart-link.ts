import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import { SHARED_CART_QUERY, readSharedCartRequest } from '../../core/domain/basket/shared-cart';
import { homeEntry } from '../../core/domain/home/home-entry';
import type { OpenSharedCart } from '../../core/use-cases/basket/open-shared-cart';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { paths } from '../routing/restaurant-paths';
import type { RestaurantViewModel } from '../session/restaurant-view-model';

/**
 * browsing 2.1: an address with `?cart=<id>` loads that shared basket in place of the customer's own,
 * then opens the basket (a=1, where allowed) or goes to checkout. An unknown or bad id is said clearly
 * and the customer's own basket is kept; the query is taken out of the address either way, so a
 * reload does not load it again.
 */
export function useSharedCartLink(restaurant: RestaurantViewModel): void {
  const container = useContainer();
  const { notifications } = useAppServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const handled = useRef<string | null>(null);
  // A failure is said on the page the customer lands on: at the restaurant's root the home may still be
  // about to redirect (browsing 2.2), and a notification is gone when the page changes.
  const pendingProblem = useRef<string | null>(null);
  // The home may redirect to the menu while the basket loads: the result goes where the customer is then.
  const latestPathname = useRef(pathname);
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;
  const settings = session?.settings ?? null;
  const sayPendingProblem = useCallback(() => {
    const key = pendingProblem.current;
    if (key === null || !settings) return;
    const atRoot = latestPathname.current.replace(/\/$/, '') === paths.home(settings.id);
    if (atRoot && homeEntry(settings).kind !== 'home') return;
    pendingProblem.current = null;
    notifications.notify({ key, tone: 'error' }, 10_000);
  }, [notifications, settings]);
  useEffect(() => {
    latestPathname.current = pathname;
    sayPendingProblem();
  }, [pathname, sayPendingProblem]);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const request = readSharedCartRequest(query);
    if (!request || !session || handled.current === search) return;
    handled.current = search;
    query.delete(SHARED_CART_QUERY.cart);
    query.delete(SHARED_CART_QUERY.openBasket);
    const rest = query.toString();
    const suffix = rest ? `?${rest}` : '';
    void (async () => {
      const openSharedCart = await container.getAsync<OpenSharedCart>(USE_CASES.openSharedCart);
      const opened = await openSharedCart.execute({ settings: session.settings, catalogue: session.catalogue, request });
      const here = latestPathname.current.replace(/\/$/, '');
      if (!opened.ok) {
        const key = opened.error.kind === 'invalid_id' || opened.error.kind === 'not_found' ? 'shared_cart_not_found' : 'shared_cart_could_not_be_loaded';
        // Said once the address is clean and the page settled: a notification belongs to its page.
        navigate(`${here}${suffix}`, { replace: true });
        pendingProblem.current = key;
        sayPendingProblem();
        return;
      }
      session.basket.adoptShared(opened.value.basket, opened.value.removed);
      const restaurantId = session.settings.id;
      if (opened.value.destination === 'checkout') navigate(paths.checkout(restaurantId), { replace: true });
      else navigate(`${here.replace(/\/basket$/, '')}/basket${suffix}`, { replace: true });
    })();
  }, [container, navigate, sayPendingProblem, search, session]);
}
