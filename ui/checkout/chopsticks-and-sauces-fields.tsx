import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import { CHOPSTICKS_CHOICES, DEFAULT_CHOPSTICKS } from '../../core/domain/checkout/checkout-extras';
import { Checkbox } from '../design/choice-input';
import type { CheckoutViewModel } from './checkout-view-model';

type Props = { readonly checkout: CheckoutViewModel };

/** checkout 9 (issue 19): chopsticks 1 to 6, default 0 ("none"), where the restaurant asks them. */
export const ChopsticksField = observer(function ChopsticksField({ checkout }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const counts = Array.from({ length: CHOPSTICKS_CHOICES.max - CHOPSTICKS_CHOICES.min + 1 }, (_, index) => CHOPSTICKS_CHOICES.min + index);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('chopsticks_count')} <span className="checkout-question__hint">{t('optional')}</span>
      </label>
      <select
        id={id}
        className="field__control"
        value={checkout.commentsAndOptions.nbChopsticks}
        data-checkout-field="chopsticks"
        onChange={(event) => checkout.commentsAndOptions.setChopsticks(Number(event.target.value))}
      >
        <option value={DEFAULT_CHOPSTICKS}>{t('no_chopsticks')}</option>
        {counts.map((count) => (
          <option key={count} value={count}>
            {t('chopsticks_pairs', { count })}
          </option>
        ))}
      </select>
    </div>
  );
});

/** checkout 3 sauce.active and sauceCheckList (issue 19): the sauces the restaurant offers, as checkboxes. */
export const SaucesField = observer(function SaucesField({ checkout }: Props) {
  const { t, i18n } = useTranslation();
  const chosen = checkout.commentsAndOptions.sauces;
  return (
    <fieldset className="checkout-fieldset" data-checkout-field="sauces">
      <legend className="checkout-question__title">
        {t('sauces')} <span className="checkout-question__hint">{t('optional')}</span>
      </legend>
      <div className="checkout-section__choices">
        {checkout.commentsAndOptions.sauceChoices.map((sauce) => (
          <Checkbox
            key={sauce.id}
            name="sauces"
            label={localize(sauce.name, i18n.language)}
            checked={chosen.includes(sauce.id)}
            onChange={(event) => checkout.commentsAndOptions.toggleSauce(sauce.id, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
});
