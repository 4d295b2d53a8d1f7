import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { isRestaurantHtml } from '../../core/domain/restaurant/global-popup';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { SanitizedHtml } from '../html/sanitized-html';
import { useLocalize } from '../locales/use-localize';

/** checkout 3 cc_global_popup_info: the restaurant's information, its HTML through DOMPurify, plain text as text. */
export function GlobalPopupDialog({ info, onClose }: { readonly info: LocalizedText; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const text = useLocalize()(info);
  return (
    <Dialog
      title={t('global_popup_title')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          {t('global_popup_dismiss')}
        </Button>
      }
    >
      {isRestaurantHtml(text) ? <SanitizedHtml className="global-popup" html={text} /> : <p className="global-popup">{text}</p>}
    </Dialog>
  );
}
