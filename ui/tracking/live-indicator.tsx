import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../design/icons';

/** Whether the steps update by themselves right now (checkout 7: the live socket reconnects on its own). */
export function LiveIndicator({ state }: { readonly state: 'live' | 'connecting' | 'reconnecting' }) {
  const { t } = useTranslation();
  if (state === 'live') {
    return (
      <span className="live-indicator live-indicator--live">
        <span className="live-indicator__dot" aria-hidden="true" />
        {t('live_updates_on')}
      </span>
    );
  }
  return (
    <span className={`live-indicator live-indicator--${state}`} role="status">
      {state === 'reconnecting' && <OfflineIcon size={16} />}
      {t(state === 'reconnecting' ? 'live_updates_disconnected' : 'live_updates_connecting')}
    </span>
  );
}
