import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderEntry } from '../../../core/domain/order-type/order-type';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import { ownPaymentLabel } from '../../../core/domain/checkout/own-payment-label';
import { HOSTED_FIELDS_PROVIDER_ID, drawsCardFields } from '../../../core/domain/payment/payment-providers';
import { providerOptions } from '../../../core/domain/payment/provider-selection';
import { Radio } from '../../design/choice-input';
import { Spinner } from '../../design/spinner';
import { useLocalize } from '../../locales/use-localize';
import type { CheckoutViewModel } from '../checkout-view-model';
import { ExpressWallets } from './express-wallets';
import './payment.css';

const CARD_FIELDS_ID = 'checkout-card-fields';

/** The words for a provider: how it is paid (online by card, on its page; on the spot, on the room bill). */
function modeKey(provider: PaymentProviderEntry, orderTypeId: OrderTypeId | null): string {
  if (provider.type === 'ONLINE') return drawsCardFields(provider.provider_id) ? 'payment_online_card' : 'payment_online_redirect';
  // Issue 7: a hotel charges room service to the room bill; it is not paid on the spot.
  return orderTypeId === OrderTypeId.roomDelivery ? 'payment_on_room_bill' : 'payment_on_the_spot';
}

/**
 * checkout 4: the payment choice among the order type's providers (online ones disabled below their
 * minimum), and the hosted card fields of provider 8, drawn by the provider in its own frame.
 */
export const PaymentPanel = observer(function PaymentPanel({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  // Issue 22.13: the provider's name in the visitor's language when the establishment gives it.
  const localize = useLocalize();
  const orderType = checkout.orderType;
  const step = checkout.summaryAndPayment;
  const payment = step.payment;
  const panel = step.paymentPanel;
  const needsFields = panel.needsCardFields(payment);
  const problem = checkout.problemOf('payment');
  const options = orderType ? providerOptions(orderType, checkout.totals.total) : [];
  // checkout 3 cc_label_on_site_payment / cc_label_delivery_payment: the restaurant's words before ours.
  const labels = step.ownPaymentLabels;
  const modeLabel = (provider: PaymentProviderEntry): string => {
    const own = ownPaymentLabel(labels, provider.type, checkout.orderTypeId);
    return own ? localize(own) : t(modeKey(provider, checkout.orderTypeId));
  };

  useEffect(() => {
    const context = step.paymentContext;
    if (needsFields && payment && context) void panel.showCardFields(payment, `#${CARD_FIELDS_ID}`, context);
    else panel.hideCardFields();
    // Drawn again only when the provider changes; the amount moving does not redraw the fields.
  }, [needsFields, payment?.providerId]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="checkout-section" aria-labelledby="checkout-payment" data-checkout-field="payment">
      <h2 id="checkout-payment" className="checkout-section__title">
        {t('payment')}
      </h2>
      <ExpressWallets checkout={checkout} />
      {options.length > 1 ? (
        <fieldset className="checkout-fieldset payment-options">
          <legend className="visually-hidden">{t('payment_method')}</legend>
          {options.map(({ provider, unavailable }) => (
            <Radio
              key={provider.provider_id}
              name="payment-provider"
              label={modeLabel(provider)}
              detail={unavailable === 'below_online_minimum' ? t('payment_online_minimum') : localize(provider.provider_name)}
              checked={payment?.providerId === provider.provider_id}
              disabled={unavailable !== null}
              onChange={() => panel.choose(provider.provider_id)}
            />
          ))}
        </fieldset>
      ) : options[0] && payment ? (
        <div className="payment-choice">
          <p className="payment-choice__mode">{modeLabel(options[0].provider)}</p>
          <p className="payment-choice__provider">{localize(options[0].provider.provider_name)}</p>
        </div>
      ) : null}
      {!payment && <p className="field__error">{t('you_must_select_a_payment_method')}</p>}
      {needsFields && (
        // data-complete: what the provider's fields last said, for tests to wait on (their messages cross frames).
        <div className="card-fields" role="group" aria-label={t('card_details')} aria-busy={panel.cardFieldsState === 'loading'} data-complete={panel.cardFieldsComplete}>
          <div id={CARD_FIELDS_ID} className="card-fields__frame" />
          {panel.cardFieldsState === 'loading' && <Spinner label={t('card_fields_loading')} />}
          {panel.cardFieldsState === 'failed' && (
            <p className="field__error" role="alert">
              {/* Issue 7: Stripe's or Adyen's SDK that cannot load (offline, blocked): another method is the way on. */}
              {t(payment && payment.providerId !== HOSTED_FIELDS_PROVIDER_ID ? 'payment_method_cannot_load' : 'card_fields_unavailable')}
            </p>
          )}
          <p className="card-fields__note">{t('card_fields_secure_note')}</p>
        </div>
      )}
      {problem && payment && (
        <p className="field__error" role="alert">
          {t(problem.key)}
        </p>
      )}
    </section>
  );
});
