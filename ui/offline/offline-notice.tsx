import { useTranslation } from 'react-i18next';
import { useOnline } from './online-status';
import './offline.css';

/**
 * Issue 20 item 5: offline, the page says so: the menu shown is the last one seen and the basket still works, but no
 * order can be sent. A status region that is always there (empty online), so that a screen reader announces the change.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-notice" role="status">
      {!online && (
        <p className="offline-notice__text">
          <strong>{t('offline_notice_title')}</strong> {t('offline_notice_detail')}
        </p>
      )}
    </div>
  );
}
