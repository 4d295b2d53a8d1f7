import { useTranslation } from 'react-i18next';
import { globalPopupInfo, isRestaurantHtml } from '../../core/domain/restaurant/global-popup';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { SanitizedHtml } from '../html/sanitized-html';
import { useLocalize } from '../locales/use-localize';

/** checkout 3 cc_global_popup_info: the restaurant's information, its HTML through DOMPurify, plain text as text. */
export function GlobalPopupDialog({ settings, onClose }: { readonly settings: RestaurantSettings; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const info = globalPopupInfo(settings);
  // Set but empty once read (blanks, empty markup, too long): no dialog.
  if (info === null) return null;
  const text = localize(info);
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
