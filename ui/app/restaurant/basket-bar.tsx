import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { To } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { isBasketOpen } from '../../../core/domain/basket/basket-rules';
import type { Cents } from '../../../core/domain/money/money';
import { usePriceFormat } from '../../format/use-price-format';
import { BasketIcon } from '../../design/icons';
import { prefetchBasket, useBasketLink } from './basket-button';
import { useRestaurant } from '../../session/restaurant-context';
import './basket-bar.css';

/**
 * On a phone, a bar fixed at the bottom of the menu and home pages shows the basket's count and total
 * and opens it (issue 6, "On a phone"). Only with something in the basket; hidden from 768 px, where
 * the header's basket button is in reach.
 */
export const BasketBar = observer(function BasketBar() {
  const restaurant = useRestaurant();
  const to = useBasketLink();
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;
  // browsing 4: consultative mode hides the basket, unless the basket is allowed.
  if (!to || !session || session.basket.itemCount === 0 || !isBasketOpen(session.settings)) return null;
  return <BasketBarLink to={to} count={session.basket.itemCount} subtotal={session.basket.totals.subtotal} settings={session.settings} />;
});

function BasketBarLink({ to, count, subtotal, settings }: {
  readonly to: To;
  readonly count: number;
  readonly subtotal: Cents;
  readonly settings: RestaurantSettings;
}) {
  const { t } = useTranslation();
  const price = usePriceFormat(settings);
  const total = price(subtotal);
  return (
    <div className="basket-bar">
      <Link
        to={to}
        className="basket-bar__link"
        aria-label={t('view_basket_bar', { count, total })}
        data-testid="basket-bar"
        onPointerEnter={prefetchBasket}
        onFocus={prefetchBasket}
        onTouchStart={prefetchBasket}
      >
        <span className="basket-bar__count" aria-hidden="true">
          <BasketIcon size={20} />
          {count}
        </span>
        <span className="basket-bar__label" aria-hidden="true">
          {t('view_basket')}
        </span>
        <span className="basket-bar__total" aria-hidden="true">
          {total}
        </span>
      </Link>
    </div>
  );
}
