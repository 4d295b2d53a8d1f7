import { useTranslation } from 'react-i18next';
import type { DiscountRow } from '../../core/domain/tracking/order-discounts';

/**
 * Issue 18 (checkout 3: a discount shown as gift, percentage or cash): the confirmation's rows for what the
 * platform took off, named with the checkout summary's texts (discount_*), so the customer reads the same words.
 */
export function DiscountLines({ rows, price }: { readonly rows: readonly DiscountRow[]; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <dl className="tracking-details__discounts">
      {rows.map((row, index) => (
        <div key={index} className="tracking-details__discount" data-testid="tracking-discount">
          <dt>{row.kind === 'gift' ? t(row.labelKey, { code: row.code, product: row.product, count: row.count }) : t(row.labelKey, { code: row.code })}</dt>
          <dd>{row.kind === 'gift' ? t('tracking_discount_offered') : `−${price(row.amount)}`}</dd>
        </div>
      ))}
    </dl>
  );
}
