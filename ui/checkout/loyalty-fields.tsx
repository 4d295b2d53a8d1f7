import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { Button, buttonClassName } from '../design/button';
import { Checkbox, Radio } from '../design/choice-input';
import { Dialog } from '../design/dialog';
import { TextField } from '../design/text-field';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import { promotionalPhrase } from '../../core/domain/promotion/promotion';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import { useLocalize } from '../locales/use-localize';
import type { LoyaltyStep } from './loyalty-step';
import { LOYALTY_REGIONS } from './loyalty-programme';

interface Props {
  readonly loyalty: LoyaltyStep;
  readonly catalogue: Catalogue;
  readonly price: (cents: number) => string;
}

/**
 * checkout 2 summary_and_payment, loyalty (issue 18): a disclosure that holds the connection by phone (calling
 * code and national number) or card, checkout 8's messages, then the customer's points, pool, e-wallet and
 * advantages (a checkbox each), the pool use and the e-wallet. The gift choice is a dialog (focus kept inside
 * and given back by the design system's Dialog).
 */
export const LoyaltyFields = observer(function LoyaltyFields({ loyalty, catalogue, price }: Props) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const customer = loyalty.customer;
  const connection = loyalty.connection;
  return (
    <section className="checkout-loyalty" aria-labelledby="checkout-loyalty-title">
      <h3 id="checkout-loyalty-title" className="checkout-promo__title">
        <button type="button" className="checkout-loyalty__toggle" aria-expanded={loyalty.open} aria-controls={loyalty.open ? 'checkout-loyalty-body' : undefined} onClick={loyalty.toggleOpen}>
          {t('loyalty_title')}
        </button>
      </h3>
      {loyalty.open && (
      <div id="checkout-loyalty-body">
        {customer === null ? (
          <div className="checkout-loyalty__connect">
            <fieldset className="checkout-loyalty__by">
              <legend>{t('loyalty_connect_by')}</legend>
              <Radio name="loyalty-by" label={t('loyalty_by_card')} checked={loyalty.by === 'card'} onChange={() => loyalty.setBy('card')} />
              <Radio name="loyalty-by" label={t('loyalty_by_phone')} checked={loyalty.by === 'phone'} onChange={() => loyalty.setBy('phone')} />
            </fieldset>
            {loyalty.by === 'card' ? (
              <TextField label={t('loyalty_card_number')} dir="ltr" autoComplete="off" spellCheck={false} value={loyalty.card} onChange={(event) => loyalty.setCard(event.target.value)} onKeyDown={enterDoes(() => void loyalty.connect())} />
            ) : (
              <div className="checkout-loyalty__phone">
                <label className="field">
                  <span className="field__label">{t('loyalty_calling_code')}</span>
                  <select className="field__control" value={loyalty.region} onChange={(event) => loyalty.setRegion(event.target.value as CountryCode)}>
                    {LOYALTY_REGIONS.map((region) => (
                      <option key={region} value={region}>{`${region} +${getCountryCallingCode(region)}`}</option>
                    ))}
                  </select>
                </label>
                <TextField label={t('loyalty_national_number')} type="tel" autoComplete="tel-national" value={loyalty.phone} onChange={(event) => loyalty.setPhone(event.target.value)} onKeyDown={enterDoes(() => void loyalty.connect())} />
              </div>
            )}
            <Button variant="secondary" onClick={() => void loyalty.connect()} disabled={loyalty.connecting} aria-busy={loyalty.connecting || undefined}>
              {t('loyalty_connect')}
            </Button>
          </div>
        ) : (
          <div className="checkout-loyalty__customer">
            <p data-testid="loyalty-balances">{t('loyalty_balances', { points: customer.points, pool: price(customer.pool), eWallet: price(customer.e_wallet_balance) })}</p>
            {/* checkout 7 "Promo offers check": the programme's answer, in the customer's language (its code when it has no phrase). */}
            {loyalty.offer && <p data-testid="loyalty-offer">{t('loyalty_offer', { phrase: promotionalPhrase(loyalty.offer, i18n.language) || loyalty.offer.code })}</p>}
            {loyalty.fraud ? (
              <p className="notice" data-testid="loyalty-fraud">
                {t('loyalty_offers_blocked', { description: loyalty.fraud.description })}
              </p>
            ) : (
              <fieldset className="checkout-loyalty__advantages">
                <legend>{t('loyalty_advantages')}</legend>
                {loyalty.advantages.map(({ advantage, reason }) => (
                  <Checkbox
                    key={advantage.name}
                    label={advantage.name}
                    detail={reason ? `${advantage.description} — ${t('not_enough_points')}` : advantage.description}
                    checked={loyalty.isChosen(advantage)}
                    disabled={reason !== null}
                    onChange={() => void loyalty.toggle(advantage)}
                  />
                ))}
              </fieldset>
            )}
            {customer.pool > 0 && (
              <TextField label={t('loyalty_pool_use', { max: price(loyalty.maxPool) })} inputMode="decimal" value={loyalty.poolText} error={loyalty.poolProblem ? t(`loyalty_${loyalty.poolProblem}`) : null} onChange={(event) => loyalty.setPoolText(event.target.value)} onKeyDown={enterDoes(() => undefined)} />
            )}
            {customer.e_wallet_balance > 0 && (
              <div className="checkout-loyalty__wallet">
                <TextField label={t('loyalty_e_wallet_use', { max: price(loyalty.maxEWallet) })} inputMode="decimal" value={loyalty.eWalletText} error={loyalty.eWalletProblem ? t(`loyalty_${loyalty.eWalletProblem}`) : null} onChange={(event) => loyalty.setEWalletText(event.target.value)} onKeyDown={enterDoes(() => void loyalty.applyEWallet())} />
                <Button variant="secondary" onClick={() => void loyalty.applyEWallet()}>
                  {loyalty.eWalletWanted > 0 ? t('loyalty_e_wallet_increase') : t('loyalty_e_wallet_apply')}
                </Button>
                {loyalty.eWalletWanted > 0 && (
                  <Button variant="ghost" onClick={() => void loyalty.cancelEWallet()}>
                    {t('loyalty_e_wallet_cancel', { amount: price(loyalty.eWalletWanted) })}
                  </Button>
                )}
              </div>
            )}
            <Button variant="ghost" onClick={loyalty.disconnect}>
              {t('loyalty_disconnect')}
            </Button>
          </div>
        )}
        <div role="status" aria-live="polite" className="checkout-promo__notice">
          {loyalty.message && <span>{t(loyalty.message)}</span>}
          {loyalty.refusedAdvantage && <span>{t('loyalty_advantage_refused', { name: loyalty.refusedAdvantage.name, reason: t(loyalty.refusedAdvantage.key) })}</span>}
        </div>
        {connection?.kind === 'no_account' && (
          <a className={buttonClassName('secondary')} href={connection.url} target="_blank" rel="noopener noreferrer">
            {t('loyalty_create_account')}
          </a>
        )}
      </div>
      )}
      {loyalty.giftChoice && (
        <Dialog title={t('loyalty_gift_choice', { name: loyalty.giftChoice.advantage.name })} closeLabel={t('close')} onClose={loyalty.cancelGiftChoice}>
          <ul className="checkout-dialog__list">
            {loyalty.giftChoice.promotion.products_offered.map((gift) => (
              <li key={gift.product_id}>
                <Button variant="secondary" block onClick={() => void loyalty.chooseGift(gift.product_id)}>
                  {localize(findProduct(catalogue, gift.product_id)?.name) || `#${gift.product_id}`}
                </Button>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </section>
  );
});

/** Enter in a loyalty field does its own action, never sends the whole order (the fields sit in the checkout's form). */
function enterDoes(action: () => void) {
  return (event: { key: string; preventDefault(): void }) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
