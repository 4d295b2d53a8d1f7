import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import type { UnavailableProductsViewModel } from './unavailable-products-view-model';

/** checkout 2: the products-no-longer-available popup: the list, close and show cart. */
export const UnavailableProductsDialog = observer(function UnavailableProductsDialog({ unavailable }: { readonly unavailable: UnavailableProductsViewModel }) {
  const { t, i18n } = useTranslation();
  if (!unavailable.isOpen) return null;
  return (
    <Dialog
      title={t('some_products_not_available')}
      closeLabel={t('close')}
      onClose={unavailable.confirm}
      footer={
        <div className="checkout-dialog__actions">
          <Button variant="secondary" onClick={unavailable.confirm}>
            {t('close')}
          </Button>
          <Button onClick={unavailable.confirm}>{t('show_cart')}</Button>
        </div>
      }
    >
      <p>{t('some_products_not_available_detail')}</p>
      <ul className="checkout-dialog__list">
        {unavailable.removed.map((entry) => (
          <li key={entry.key}>{localize(entry.product.name, i18n.language)}</li>
        ))}
      </ul>
    </Dialog>
  );
});
