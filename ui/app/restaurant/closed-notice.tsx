import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RouteHandle } from './basket-button';
import { ClosedForOrderingNotice } from '../../session/closed-for-ordering';

function OutsideOpeningHours({ settings }: { readonly settings: RestaurantSettings }) {
  return (
    <div className="page">
      <ClosedForOrderingNotice settings={settings} orderTypes={settings.orderTypes} />
    </div>
  );
}

/**
 * checkout 4: while the restaurant is closed the menu is for consultation only (core consultativeWhenClosed);
 * the home and menu pages say so at the top, so that the missing basket buttons surprise no one.
 */
export function ClosedNotice({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const onMenu = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.basketButton);
  if (!onMenu) return null;
  // Issue 22.4: outside the opening hours, when no order type can be scheduled, the menu says so first.
  if (!settings.is_closed) return <OutsideOpeningHours settings={settings} />;
  return (
    <div className="page">
      <p className="notice" role="status" data-testid="closed-notice">
        <strong>{t('restaurant_closed')}</strong> {t('restaurant_closed_menu_for_consultation')}
      </p>
    </div>
  );
}
