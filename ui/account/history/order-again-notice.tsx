import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../design/button';
import type { OrderHistoryViewModel } from './order-history-view-model';
import { basketPath } from './use-order-again';

/** Order again: which lines could not be put back and why, with the way to the basket. */
export const OrderAgainNotice = observer(function OrderAgainNotice({ history, restaurantId }: { readonly history: OrderHistoryViewModel; readonly restaurantId: string }) {
  const { t } = useTranslation();
  const { outcome } = history;
  return (
    <div role="status" className="order-again-notice" aria-live="polite">
      {outcome && (
        <>
          <p className="order-again-notice__title">{t('order_history_order_again_partial', { count: outcome.putBack })}</p>
          <ul>
            {outcome.notPutBack.map((line, index) => (
              <li key={index}>
                {line.count} × {line.name} — {t(`order_history_not_put_back_${line.reason}`)}
              </li>
            ))}
          </ul>
          <div className="order-again-notice__actions">
            {outcome.putBack > 0 && (
              <Link className={buttonClassName('primary')} to={basketPath(restaurantId)}>
                {t('order_history_see_basket')}
              </Link>
            )}
            <Button variant="ghost" onClick={history.dismissOutcome}>
              {t('order_history_dismiss')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
});
