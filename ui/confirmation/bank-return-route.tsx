import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CONFIRMATION_WAIT_MS, readBankReturn } from '../../core/domain/confirmation/bank-return';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { buttonClassName } from '../design/button';
import { Spinner } from '../design/spinner';
import './confirmation.css';

/**
 * /{restaurantId}/bankReturn (checkout 2, bank-return confirmation; the path is ours, the spec does not
 * show it): waits 2 seconds, the time the platform needs to hear from the bank, then confirms the order
 * with what the query says. The query is shown as plain text only (React escapes it).
 */
export function Component() {
  const restaurant = useRestaurant();
  // The layout renders its pages only once the settings are there.
  if (restaurant.settings.status !== 'ready') return null;
  return <BankReturnPage restaurantId={restaurant.restaurantId} restaurantName={restaurant.settings.value.restaurant_name} />;
}

function BankReturnPage({ restaurantId, restaurantName }: { readonly restaurantId: string; readonly restaurantName: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const confirmation = useMemo(() => readBankReturn(search), [search]);
  const [waiting, setWaiting] = useState(true);
  usePageTitle(t(waiting ? 'confirming_your_order' : 'thank_you_for_your_order'), restaurantName);

  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (waiting) {
    return (
      <div className="page confirmation" aria-busy="true">
        <h1 className="page-title">{t('confirming_your_order')}</h1>
        <Spinner label={t('still_a_little_patience')} />
      </div>
    );
  }
  const { fullName, orderType, collectHour, restaurantAddress } = confirmation;
  return (
    <div className="page confirmation">
      <h1 className="page-title">{fullName ? t('thank_you_name', { name: fullName }) : t('thank_you_for_your_order')}</h1>
      <p role="status">{t('order_confirmed')}</p>
      <dl className="confirmation__facts">
        {collectHour && (
          <>
            <dt>{t(orderType === 'delivery' ? 'delivery_hour' : 'collect_hour')}</dt>
            <dd>{collectHour}</dd>
          </>
        )}
        {orderType === 'pickup' && restaurantAddress && (
          <>
            <dt>{t('pickup_address')}</dt>
            <dd>{restaurantAddress}</dd>
          </>
        )}
      </dl>
      <Link className={buttonClassName('primary', { large: true })} to={paths.home(restaurantId)} replace>
        {t('back_to_main_page')}
      </Link>
    </div>
  );
}
