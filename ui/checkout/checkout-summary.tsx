import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderingSession } from '../session/restaurant-view-model';
import { BasketLines } from '../basket/basket-lines';
import { Button } from '../design/button';
import { Checkbox } from '../design/choice-input';
import { MissingForValidation } from './missing-for-validation';
import { PaymentPanel } from './payment/payment-panel';
import { PromoCodeFields } from './promo-code-fields';
import { DiscountRows } from './discount-rows';
import { LoyaltyFields } from './loyalty-fields';
import { useLocalize } from '../locales/use-localize';
import type { CheckoutViewModel } from './checkout-view-model';
import { useOnline } from '../offline/online-status';
import { OFFLINE_REFUSAL_ID, OfflineRefusal } from './offline-refusal';

/** The terms of sale page (accounts 2), built by the terms helper at /{id}/cgv. */
export const termsPath = (restaurantId: string) => `/${encodeURIComponent(restaurantId)}/cgv`;

interface Props {
  readonly checkout: CheckoutViewModel;
  readonly session: OrderingSession;
  readonly price: (cents: number) => string;
  /** The heading's id, so the step or the column is named by it. */
  readonly headingId: string;
}

/** checkout 2: summary_and_payment: the basket, the promo code, the totals with its discount, the terms checkbox with its link, the newsletter opt-in (checkout 3), the validate button. */
export const CheckoutSummary = observer(function CheckoutSummary({ checkout, session, price, headingId }: Props) {
  const { t } = useTranslation();
  const online = useOnline();
  const localize = useLocalize();
  const { totals, summaryAndPayment } = checkout;
  const cgvProblem = checkout.problemOf('cgv');
  // Issue 18: what the customer pays, discount, delivery and tip counted (core ComputeTotals).
  const total = totals.toPay;
  const totalsLoading = checkout.promoCode.checking || checkout.loyalty.connecting;
  return (
    <>
      <h2 id={headingId} className="checkout-section__title">
        {t('order_summary')}
      </h2>
      <BasketLines basket={session.basket} price={price} editable={false} />
      <PromoCodeFields promo={checkout.promoCode} />
      {/* Issue 18 (ours: ask_loyalty): only where the establishment runs a programme. */}
      {session.settings.ask_loyalty && <LoyaltyFields loyalty={checkout.loyalty} catalogue={session.catalogue} price={price} />}
      <dl className="checkout__totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{price(totals.subtotal)}</dd>
        </div>
        <DiscountRows discounts={totals.discounts.discounts} catalogue={session.catalogue} price={price} />
        {totals.deliveryCost > 0 && (
          <div>
            <dt>{t('delivery_cost')}</dt>
            <dd>{price(totals.deliveryCost)}</dd>
          </div>
        )}
        {checkout.commentsAndOptions.tips > 0 && (
          <div>
            <dt>{t('tip_title')}</dt>
            <dd>{price(checkout.commentsAndOptions.tips)}</dd>
          </div>
        )}
        {totals.poolUsed > 0 && (
          <div data-testid="summary-pool">
            <dt>{t('loyalty_pool_used')}</dt>
            <dd>−{price(totals.poolUsed)}</dd>
          </div>
        )}
        {totals.eWalletUsed > 0 && (
          <div data-testid="summary-e-wallet">
            <dt>{t('loyalty_e_wallet_used')}</dt>
            <dd>−{price(totals.eWalletUsed)}</dd>
          </div>
        )}
        <div className="checkout__total">
          <dt>{t('total')}</dt>
          <dd>{price(total)}</dd>
        </div>
      </dl>
      {totals.belowMinimum && <p className="notice">{t('order_possible_from', { amount: price(totals.minimumPrice) })}</p>}
      {/* checkout 2: summary_and_payment holds the payment choice (and the provider's card fields). */}
      <PaymentPanel checkout={checkout} />
      {checkout.problemOf('hostedFields') && <p className="field__error">{t('missing_hosted_fields')}</p>}
      <Checkbox
        label={t('accept_terms_of_sale')}
        data-checkout-field="cgv"
        checked={checkout.summaryAndPayment.cgvAccepted}
        onChange={(event) => checkout.summaryAndPayment.setCgvAccepted(event.target.checked)}
        error={cgvProblem ? t(cgvProblem.key) : null}
      />
      {summaryAndPayment.offersNewsletter && (
        <Checkbox
          label={summaryAndPayment.newsletterText ? localize(summaryAndPayment.newsletterText) : t('subscribe_to_newsletter')}
          data-checkout-field="optInPromotions"
          checked={summaryAndPayment.optInPromotions}
          onChange={(event) => summaryAndPayment.setOptInPromotions(event.target.checked)}
        />
      )}
      {/* A new tab, so that reading the terms loses nothing of the form. */}
      <a className="checkout__terms-link" href={termsPath(session.settings.id)} target="_blank" rel="noopener">
        {t('read_terms_of_sale')}
      </a>
      <MissingForValidation checkout={checkout} price={price} />
      {/* checkout 5 (issue 19): "the validate button is disabled also while totals load": a promo code being checked, a loyalty card connecting. */}
      {!online && <OfflineRefusal />}
      <Button type="submit" large block disabled={totals.belowMinimum || totalsLoading || !online} aria-busy={totalsLoading || undefined} aria-describedby={online ? undefined : OFFLINE_REFUSAL_ID}>
        {t('validate_order_for', { price: price(total) })}
      </Button>
    </>
  );
});
