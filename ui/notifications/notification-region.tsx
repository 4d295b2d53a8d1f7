import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import { ToastRegion } from '../design/toast';
import type { NotificationCenter } from './notification-center';

/** The app's notifications, translated into the customer's language. */
export const NotificationRegion = observer(function NotificationRegion({ center }: { readonly center: NotificationCenter }) {
  const { t, i18n } = useTranslation();
  const items = center.items.map((item) => ({
    id: item.id,
    tone: item.tone,
    text: item.text !== undefined ? localize(item.text, i18n.language) : t(item.key, item.values ?? {}),
    ...(item.names && item.names.length > 0 && { detail: item.names.map((name) => localize(name, i18n.language)).join(', ') }),
  }));
  return <ToastRegion items={items} label={t('notifications')} dismissLabel={t('close')} onDismiss={center.dismiss} />;
});
