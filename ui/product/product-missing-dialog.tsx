import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';

/** A product address that names no product of this menu (an old link, a removed dish). */
export function ProductMissingDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('product_not_found')} closeLabel={t('close')} onClose={onClose} footer={<Button block onClick={onClose}>{t('back_to_menu')}</Button>}>
      <p>{t('product_not_found_message')}</p>
    </Dialog>
  );
}
