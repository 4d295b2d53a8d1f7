import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRouteMatches } from '../../routing/route-table';
import type { To } from 'react-router-dom';
import { isBasketOpen } from '../../../core/domain/basket/basket-rules';
import { BasketIcon } from '../../design/icons';
import { prefetch } from '../../routing/page-prefetch';
import { useRestaurant } from '../../session/restaurant-context';

/** Whether a route shows the basket button and the footer (browsing 2.1: route meta decides). */
export interface RouteHandle {
  readonly basketButton?: boolean;
  /** false: no footer (the footer shows by default). */
  readonly footer?: boolean;
  /** false: the page draws its own header (browsing 2.10, room directory v2). */
  readonly header?: boolean;
}

export const prefetchBasket = () => prefetch('basket');

/**
 * Where the basket opens over the current page (its `basket` child route, keeping the page's address),
 * or null on a page without the basket button.
 */
export function useBasketLink(): To | null {
  const location = useLocation();
  const menuMatch = useRouteMatches().find((match) => (match.handle as RouteHandle | undefined)?.basketButton);
  if (!menuMatch) return null;
  return { pathname: `${menuMatch.pathname.replace(/\/$/, '')}/basket`, search: location.search };
}

/** Opens the basket over the menu (the `basket` child route), keeping the menu's address. */
export const BasketButton = observer(function BasketButton() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const to = useBasketLink();
  // browsing 4: consultative mode hides the basket, unless the basket is allowed.
  if (!to || (restaurant.settings.status === 'ready' && !isBasketOpen(restaurant.settings.value))) return null;
  const count = restaurant.session.status === 'ready' ? restaurant.session.value.basket.itemCount : 0;

  return (
    <Link
      to={to}
      className="basket-button"
      aria-label={t('open_basket', { count })}
      onPointerEnter={prefetchBasket}
      onFocus={prefetchBasket}
      onTouchStart={prefetchBasket}
    >
      <BasketIcon />
      <span className="basket-button__label">{t('basket')}</span>
      <span className="basket-button__count" data-testid="basket-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
});
