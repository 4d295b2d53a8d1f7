import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { BasketIcon } from '../../design/icons';
import { prefetch } from '../lazy-pages';
import { useRestaurant } from './restaurant-context';

/** Whether a route shows the basket button (browsing 2.1: route meta decides). */
export interface RouteHandle {
  readonly basketButton?: boolean;
}

const prefetchBasket = () => prefetch('basket');

/** Opens the basket over the menu (the `basket` child route), keeping the menu's address. */
export const BasketButton = observer(function BasketButton() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const location = useLocation();
  const menuMatch = useMatches().find((match) => (match.handle as RouteHandle | undefined)?.basketButton);
  if (!menuMatch) return null;
  const count = restaurant.session.status === 'ready' ? restaurant.session.value.basket.itemCount : 0;
  const to = { pathname: `${menuMatch.pathname.replace(/\/$/, '')}/basket`, search: location.search };

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
