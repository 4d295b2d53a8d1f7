import { useTranslation } from 'react-i18next';

export const OFFLINE_REFUSAL_ID = 'checkout-offline-refusal';

/**
 * checkout 4 and issue 20 item 5: beside the send button, offline: the order needs the network. The button is
 * disabled meanwhile, so nothing is sent and nothing is queued to be sent later without the customer knowing.
 */
export function OfflineRefusal() {
  const { t } = useTranslation();
  return (
    <p id={OFFLINE_REFUSAL_ID} className="notice checkout__offline" role="status">
      {t('order_needs_network')}
    </p>
  );
}
