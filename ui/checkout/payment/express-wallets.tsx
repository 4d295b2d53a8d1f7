import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { providerOptions } from '../../../core/domain/payment/provider-selection';
import type { WalletOffer } from '../../../core/domain/payment/wallets';
import { Button } from '../../design/button';
import type { CheckoutViewModel } from '../checkout-view-model';

/**
 * Issue 20.1, express checkout: a button per wallet this device can pay with (Apple Pay, Google Pay, the
 * sandbox's), at the top of the payment step. Pressing one checks and sends the order like the validate
 * button, paid with that wallet: the details already typed are the order's, the total is the amount.
 */
export const ExpressWallets = observer(function ExpressWallets({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const step = checkout.summaryAndPayment;
  const express = step.paymentPanel.express;
  const orderType = checkout.orderType;
  const total = checkout.totals.toPay;
  // The online providers that can be chosen now; looked at again when they change, not on every cent.
  const online = orderType ? providerOptions(orderType, total).filter((option) => option.provider.type === 'ONLINE' && option.unavailable === null) : [];
  const providerIds = online.map((option) => option.provider.provider_id).join(',');

  useEffect(() => {
    const ids = providerIds === '' ? [] : providerIds.split(',').map(Number);
    void express.look(ids, (providerId) => step.contextFor(providerId));
  }, [providerIds]); // eslint-disable-line react-hooks/exhaustive-deps

  const offers = express.offers.filter((offer) => providerIds.split(',').includes(String(offer.providerId)));
  if (offers.length === 0) return null;
  const busy = checkout.state.kind === 'sending' || checkout.state.kind === 'paying';

  const press = (offer: WalletOffer, form: HTMLFormElement | null) => {
    // The form's own submit judges and sends the order (phone steps, focus on a problem), with this wallet.
    express.use(offer);
    try {
      form?.requestSubmit();
    } finally {
      express.use(null);
    }
  };

  return (
    <div className="express-wallets" role="group" aria-label={t('wallet_express_title')}>
      <p className="express-wallets__title">{t('wallet_express_title')}</p>
      {offers.map((offer) => (
        <Button
          key={`${offer.providerId}-${offer.wallet}`}
          className={`express-wallets__button express-wallets__button--${offer.wallet}`}
          block
          large
          disabled={busy}
          data-wallet={offer.wallet}
          onClick={(event) => press(offer, event.currentTarget.form)}
        >
          {t('wallet_pay_with', { wallet: t(`wallet_name_${offer.wallet}`) })}
        </Button>
      ))}
      <p className="express-wallets__note">{t('wallet_express_note')}</p>
    </div>
  );
});
