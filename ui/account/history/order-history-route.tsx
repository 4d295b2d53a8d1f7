import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../format/use-price-format';
import { usePageTitle } from '../../routing/use-page-title';
import { Spinner } from '../../design/spinner';
import { useDashboard } from '../dashboard-context';
import { HistoryOrderCard } from './history-order-card';
import { OrderAgainNotice } from './order-again-notice';
import { HistoryPagination } from './history-pagination';
import { SORT_CHOICES } from './order-history-view-model';
import { useOrderAgain } from './use-order-again';
import { useOrderHistory } from './use-order-history';
import './order-history.css';

/**
 * /{restaurantId}/dashboard/order-history (accounts 2): the customer's orders, 10 a page, sorted by date or
 * total on the server (a sort change goes back to the first page), pagination only beyond one page, the
 * empty state 'no orders for you yet', receipts and order again.
 */
export const Component = observer(function OrderHistoryRoute() {
  const { t } = useTranslation();
  const { settings } = useDashboard();
  const history = useOrderHistory(settings);
  const price = usePriceFormat(settings);
  const again = useOrderAgain(history);
  const title = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('order_history_title'), settings.restaurant_name);
  // Another page of orders: back to the top, where the list starts, for keyboard and screen reader users too.
  const goToPage = (page: number) =>
    void history.goToPage(page).then(() => {
      title.current?.scrollIntoView({ block: 'start' });
      title.current?.focus();
    });
  return (
    <>
      <h1 className="page-title" ref={title} tabIndex={-1}>
        {t('order_history_title')}
      </h1>
      <OrderAgainNotice history={history} restaurantId={settings.id} />
      {history.count > 1 && (
        <div className="order-history__toolbar">
          <label htmlFor="order-history-sort">{t('order_history_sort')}</label>
          <select id="order-history-sort" value={history.sortIndex} onChange={(event) => void history.sortBy(Number(event.target.value))} disabled={history.loading}>
            {SORT_CHOICES.map((choice, index) => (
              <option key={index} value={index}>
                {t(`order_history_sort_${choice.orderWith}_${choice.orderBy.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {!history.loaded && <Spinner label={t('loading')} />}
      {history.loaded && history.count === 0 && <p className="dashboard-card__empty">{t('no_orders_yet')}</p>}
      <div className="order-history__list" aria-busy={history.loading}>
        {history.items.map((order) => (
          <HistoryOrderCard
            key={order.orderInfo.orderNumber}
            order={order}
            settings={settings}
            price={price}
            actions={{
              receiptBusy: history.receiptFor === order.orderInfo.orderNumber,
              canOrderAgain: again.ready,
              onReceipt: () => void history.downloadReceipt(order),
              onOrderAgain: () => again.orderAgain(order),
            }}
          />
        ))}
      </div>
      {history.showsPagination && <HistoryPagination history={history} goToPage={goToPage} />}
    </>
  );
});
