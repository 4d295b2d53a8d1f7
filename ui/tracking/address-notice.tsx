import { useTranslation } from 'react-i18next';
import type { TrackingAddressNotes } from './tracking-address';

/**
 * checkout 4 and 8: the success notice of action successed, or the error display an address brings, action refused or failed, with the provider's
 * error_msg (a card session's failure comes back with result REFUSED and its message). The message is the
 * provider's words, shown as text.
 */
export function AddressNotice({ notes }: { readonly notes: TrackingAddressNotes }) {
  const { t } = useTranslation();
  if (!notes.actionErrorKey && !notes.providerMessage) {
    // checkout 4: "Success is shown for action successed".
    if (!notes.actionSuccessKey) return null;
    return (
      <div className="notice notice--success" role="status">
        <p className="notice__title">{t(notes.actionSuccessKey)}</p>
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <div>
        <p className="notice__title">{t(notes.actionErrorKey ?? 'an_error_has_occurred')}</p>
        {notes.providerMessage && <p>{t('tracking_provider_message', { message: notes.providerMessage })}</p>}
      </div>
    </div>
  );
}
