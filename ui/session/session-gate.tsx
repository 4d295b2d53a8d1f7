import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';
import { useRestaurant } from './restaurant-context';
import type { OrderingSession } from './restaurant-view-model';

/**
 * Waits for the menu and the restored basket. A failed load shows "an error has occurred" with a retry
 * (checkout 8), never a blank page.
 */
export const SessionGate = observer(function SessionGate({ children }: { readonly children: (session: OrderingSession) => ReactNode }) {
  const restaurant = useRestaurant();
  const { t } = useTranslation();
  const session = restaurant.session;
  if (session.status === 'loading') return <Spinner label={t('loading_menu')} />;
  if (session.status === 'failed') {
    return (
      <ErrorScreen
        title={t('an_error_has_occurred')}
        message={t('menu_could_not_be_loaded')}
        actions={
          <Button onClick={() => void restaurant.retry()}>{t('retry')}</Button>
        }
      />
    );
  }
  return <>{children(session.value)}</>;
});
