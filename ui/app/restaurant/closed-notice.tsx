import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RouteHandle } from './basket-button';

/**
 * checkout 4: while the restaurant is closed the menu is for consultation only (core consultativeWhenClosed);
 * the home and menu pages say so at the top, so that the missing basket buttons surprise no one.
 */
export function ClosedNotice({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const onMenu = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.basketButton);
  if (!settings.is_closed || !onMenu) return null;
  return (
    <div className="page">
      <p className="notice" role="status" data-testid="closed-notice">
        <strong>{t('restaurant_closed')}</strong> {t('restaurant_closed_menu_for_consultation')}
      </p>
    </div>
  );
}
