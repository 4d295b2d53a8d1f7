import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CheckoutViewModel } from './checkout-view-model';

/**
 * checkout 5: what still stops the order, said next to the validate button (and read with it), so the
 * customer knows before pressing it.
 */
export const MissingForValidation = observer(function MissingForValidation({ checkout, price }: { readonly checkout: CheckoutViewModel; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  const keys = [...new Set(checkout.missing.map((problem) => problem.key))];
  if (keys.length === 0) return null;
  return (
    <div className="checkout__missing" data-testid="checkout-missing">
      <p className="checkout__missing-title">{t('still_missing')}</p>
      <ul>
        {keys.map((key) => (
          <li key={key}>{t(key, { amount: price(checkout.totals.minimumPrice) })}</li>
        ))}
      </ul>
    </div>
  );
});
