import { useTranslation } from 'react-i18next';
import type { HistoryOrder } from '../../../core/domain/account/history-order';
import { historyTaxes } from '../../../core/domain/account/history-receipt';
import type { PriceFormat } from '../../format/price-format';
import { intlLocale } from '../../locales/ui-languages';

/**
 * Issue 20 item 6: under an order's total, how it was ordered and the VAT inside by rate (the order type picked
 * each line's rate: a bottled drink taken away at 5.5 %, served at 10 %), as the receipt tells it.
 */
export function HistoryVat({ order, price }: { readonly order: HistoryOrder; readonly price: PriceFormat }) {
  const { t, i18n } = useTranslation();
  const { taxes } = historyTaxes(order);
  const orderType = order.orderInfo.orderType;
  if (taxes.length === 0 && !orderType) return null;
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (
    <dl className="history-order__vat">
      {orderType && (
        <div className="history-order__line">
          <dt>{t('order_type')}</dt>
          <dd>{t(`order_type_${orderType}`)}</dd>
        </div>
      )}
      {taxes.map((tax) => (
        <div key={tax.rate} className="history-order__line">
          <dt>{t('receipt_vat_rate', { rate: `${percent.format(tax.rate)} %` })}</dt>
          <dd>{price(tax.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}
