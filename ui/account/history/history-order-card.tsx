import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HistoryOrder, HistoryProductLine } from '../../../core/domain/account/history-order';
import { isReceiptEligible, statusTone } from '../../../core/domain/account/history-order';
import { historyDiscountRows, historyOrderDate, shownHistoryOrderNumber } from '../../../core/domain/account/history-receipt';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { PriceFormat } from '../../format/price-format';
import { Button } from '../../design/button';
import { HistoryVat } from './history-vat';
import { intlLocale } from '../../locales/ui-languages';

function Options({ line }: { readonly line: HistoryProductLine }) {
  if (line.options.length === 0) return null;
  return <span className="history-order__options">{line.options.map((option) => `${option.optionName} : ${option.itemName}`).join(', ')}</span>;
}

export interface HistoryOrderActions {
  readonly receiptBusy: boolean;
  readonly canOrderAgain: boolean;
  readonly onReceipt: () => void;
  readonly onOrderAgain: () => void;
}

/**
 * accounts 2 and 4: one order of the history: number, date, status (canceled danger, in progress warning,
 * validated success), restaurant, the discounts taken off (issue 18), total, products with their options, formulas with their dishes; the
 * receipt only for an eligible order.
 */
export const HistoryOrderCard = observer(function HistoryOrderCard(props: {
  readonly order: HistoryOrder;
  readonly settings: RestaurantSettings;
  readonly price: PriceFormat;
  readonly actions: HistoryOrderActions;
}) {
  const { t, i18n } = useTranslation();
  const { order, settings, price, actions } = props;
  const number = shownHistoryOrderNumber(order, settings);
  const titleId = `history-order-${order.orderInfo.orderNumber}`;
  const discounts = historyDiscountRows(order);
  return (
    <article className="history-order" aria-labelledby={titleId}>
      <header className="history-order__header">
        <h2 id={titleId} className="history-order__number">
          {t('order_history_order_number', { number })}
        </h2>
        <span className={`history-order__status history-order__status--${statusTone(order.orderInfo.status)}`}>{t(`order_history_status_${order.orderInfo.status}`)}</span>
      </header>
      <p className="history-order__meta">
        <time dateTime={order.orderInfo.createdAt}>{historyOrderDate(order, settings.timezone, intlLocale(i18n.language))}</time>
        <span>{order.restaurantName}</span>
      </p>
      <ul className="history-order__lines">
        {order.products.map((line, index) => (
          <li key={`p${index}`}>
            <span className="history-order__line">
              <span>
                {line.count} × {line.name}
              </span>
              <span>{price(line.price * line.count)}</span>
            </span>
            <Options line={line} />
          </li>
        ))}
        {order.formulas.map((line, index) => (
          <li key={`f${index}`}>
            <span className="history-order__line">
              <span>
                {line.count} × {line.name}
              </span>
              <span>{price(line.price * line.count)}</span>
            </span>
            <ul className="history-order__dishes">
              {line.products.map((dish, dishIndex) => (
                <li key={dishIndex}>
                  {dish.name} <Options line={dish} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {discounts.length > 0 && (
        <dl className="history-order__discounts">
          {discounts.map((row, index) => (
            <div key={index} className="history-order__line" data-testid="history-discount">
              <dt>{row.kind === 'gift' ? t(row.labelKey, { code: row.code, product: row.product, count: row.count }) : t(row.labelKey, { code: row.code })}</dt>
              <dd>{row.kind === 'gift' ? t('order_history_discount_offered') : `−${price(row.amount)}`}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="history-order__total">
        <span>{t('order_history_total')}</span>
        <strong>{price(order.paymentInfo.totalPrice)}</strong>
      </p>
      <HistoryVat order={order} price={price} />
      <div className="history-order__actions">
        {isReceiptEligible(order) && (
          <Button variant="secondary" onClick={actions.onReceipt} disabled={actions.receiptBusy} aria-label={t('order_history_download_receipt_of', { number })}>
            {actions.receiptBusy ? t('order_history_receipt_in_progress') : t('order_history_download_receipt')}
          </Button>
        )}
        <Button variant="secondary" onClick={actions.onOrderAgain} disabled={!actions.canOrderAgain} aria-label={t('order_history_order_again_of', { number })}>
          {t('order_history_order_again')}
        </Button>
      </div>
    </article>
  );
});
