import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TIP_PERCENTAGES, tipOfPercentage } from '../../core/domain/checkout/checkout-extras';
import { priceFormat } from '../format/price-format';
import { TextField } from '../design/text-field';
import type { CheckoutViewModel } from './checkout-view-model';
import { intlLocale } from '../locales/ui-languages';

/**
 * checkout 3 and 5: a tip, 0 by default, typed or picked as a share of the basket. Issue 22.12: its bounds
 * are said up front, and a tip out of them is said as it is typed (the total never takes it), not at submit.
 */
export const TipFields = observer(function TipFields({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t, i18n } = useTranslation();
  const problem = checkout.problemOf('tips') ?? checkout.missing.find((missing) => missing.field === 'tips') ?? null;
  const decimals = checkout.decimals;
  const price = priceFormat(intlLocale(i18n.language), checkout.currency, decimals);
  const asText = (cents: number) => (cents / 10 ** decimals).toFixed(decimals);
  return (
    <section className="checkout-section" aria-labelledby="checkout-tips">
      <h2 id="checkout-tips" className="checkout-section__title">
        {t('tip_title')}
      </h2>
      <div className="checkout-tips__presets" role="group" aria-label={t('tip_presets')}>
        {TIP_PERCENTAGES.map((percentage) => {
          const text = percentage === 0 ? '' : asText(tipOfPercentage(checkout.totals.subtotal, percentage));
          return (
            <button
              key={percentage}
              type="button"
              className="checkout-tips__preset"
              aria-pressed={checkout.commentsAndOptions.tipText === text}
              onClick={() => checkout.commentsAndOptions.setTipText(text)}
            >
              {percentage === 0 ? t('no_tip') : `${percentage} %`}
            </button>
          );
        })}
      </div>
      <TextField
        data-checkout-field="tips"
        label={t('tip_amount', { currency: checkout.currency })}
        hint={t('tip_hint', { max: price(checkout.totals.subtotal) })}
        inputMode="decimal"
        autoComplete="off"
        value={checkout.commentsAndOptions.tipText}
        error={problem ? t(problem.key) : null}
        onChange={(event) => checkout.commentsAndOptions.setTipText(event.target.value)}
      />
    </section>
  );
});
