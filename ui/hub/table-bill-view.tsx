import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BillSummary, TableBillOrder } from '../../core/domain/hub/table-bill';
import { isDiscounted } from '../../core/domain/hub/table-bill';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { calledOutNumber } from '../../core/domain/tracking/track-status';
import { trackedLineName } from '../../core/domain/tracking/tracked-line-name';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';

/**
 * browsing 2.5, the hub: the table's bill, order by order with their lines (named in the visitor's
 * language from the menu, as tracking names them), then what it comes to, what is paid and what is left.
 */
export const TableBillView = observer(function TableBillView({ settings, orders, summary }: {
  readonly settings: RestaurantSettings;
  readonly orders: readonly TableBillOrder[];
  readonly summary: BillSummary;
}) {
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(settings);
  const session = useRestaurant().session;
  const catalogue = session.status === 'ready' ? session.value.catalogue : null;
  return (
    <>
      <ul className="hub-bill__orders">
        {orders.map((order) => (
          <li key={order.orderNumber} className="hub-bill__order">
            <h3 className="hub-bill__order-title">
              <span>{t('hub_order_number', { number: calledOutNumber(order.orderNumber, order.displayNumber, settings.useDisplayOrderNumber, settings.prefix) })}</span>
              <span className={order.paid ? 'hub-bill__badge hub-bill__badge--paid' : 'hub-bill__badge'}>{t(order.paid ? 'hub_order_paid' : 'hub_order_to_pay')}</span>
            </h3>
            <ul className="hub-bill__lines">
              {order.lines.map((line, index) => (
                <li key={`${index}-${line.name}`} className="hub-bill__line">
                  <span>
                    {line.count} × {trackedLineName(line, catalogue, i18n.language)}
                  </span>
                  <span>{price(line.price)}</span>
                </li>
              ))}
            </ul>
            {isDiscounted(order) && (
              <p className="hub-bill__line hub-bill__order-amount">
                <span>{t('hub_order_amount')}</span>
                <span>{price(order.amount)}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <dl className="hub-bill__summary">
        <dt>{t('hub_bill_total')}</dt>
        <dd data-testid="hub-bill-total">{price(summary.total)}</dd>
        <dt>{t('hub_bill_paid_amount')}</dt>
        <dd data-testid="hub-bill-paid">{price(summary.paid)}</dd>
        {summary.paying > 0 && (
          <>
            <dt>{t('hub_bill_paying')}</dt>
            <dd data-testid="hub-bill-paying">{price(summary.paying)}</dd>
          </>
        )}
        <dt>{t('hub_bill_left')}</dt>
        <dd data-testid="hub-bill-left" className="hub-bill__left">
          {price(summary.left)}
        </dd>
      </dl>
    </>
  );
});
