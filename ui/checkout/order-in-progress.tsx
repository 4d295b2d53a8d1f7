import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../design/error-screen';
import { Spinner } from '../design/spinner';

/**
 * checkout 4: the in-progress screen shown in place of the form while an order is sent (or its payment
 * starts), with its way back to the menu. Shared by the outlet's checkout and the group's.
 */
export function OrderInProgress({ paying = false, backToMenu }: { readonly paying?: boolean; readonly backToMenu: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page checkout-progress">
      <Spinner label={t(paying ? 'redirection_to_payment_platform' : 'still_a_little_patience')} />
      <p className="checkout-progress__detail">{t('check_latest_information')}</p>
      {backToMenu}
    </div>
  );
}

/**
 * checkout 9: after 25 s without an answer, 'an error has occurred', the connection messages and the way
 * back. Issue 15.5: the order left and may yet be taken, so the page says it does not know.
 */
export function OrderTimedOut({ backToMenu }: { readonly backToMenu: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <ErrorScreen
        title={t('an_error_has_occurred')}
        message={
          <>
            <p>{t('order_outcome_unknown')}</p>
            <p>{t('connection_error')}</p>
            <p>{t('check_internet_connection')}</p>
          </>
        }
        actions={backToMenu}
      />
    </div>
  );
}
