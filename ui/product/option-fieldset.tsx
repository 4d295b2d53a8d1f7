import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOption } from '../../core/domain/catalogue/catalogue';
import { sortByPosition } from '../../core/domain/catalogue/menu-navigation';
import type { PriceFormat } from '../format/price-format';
import { ChoiceInput } from '../design/choice-input';
import { useLocalize } from '../locales/use-localize';
import type { OptionChoicesViewModel } from './option-choices-view-model';

/**
 * One option: radios for a single choice, checkboxes for a multiple one (browsing 5), its rule told in
 * words (mandatory, maximum, price beyond the included items) and the problem when a mandatory one is
 * still missing.
 */
export const OptionFieldset = observer(function OptionFieldset({ option, choices, price }: {
  readonly option: ProductOption;
  readonly choices: OptionChoicesViewModel;
  readonly price: PriceFormat;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ruleId = useId();
  const errorId = useId();
  const rules = choices.rulesOf(option);
  const missing = choices.isMissing(option);
  const type = rules.choice === 'single' ? 'radio' : 'checkbox';

  const ruleText = [
    rules.choice === 'single' ? t('option_choose_one') : null,
    rules.maxItems !== null ? t('option_up_to', { count: rules.maxItems, chosen: choices.chosenCount(option) }) : null,
    rules.extraItemPrice !== null && rules.includedItems !== null
      ? t('option_extra_price_beyond', { price: price(rules.extraItemPrice), count: rules.includedItems })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <fieldset
      className={`option${missing ? ' option--missing' : ''}`}
      // A single choice is a radio group, which may say it is required; a group of checkboxes may not
      // (ARIA), so there the legend's "required" badge says it.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={[ruleId, missing ? errorId : ''].filter(Boolean).join(' ')}
      aria-required={type === 'radio' && rules.mandatory ? true : undefined}
    >
      <legend className="option__legend">
        <span className="option__name">{localize(option.name)}</span>
        <span className={`badge ${rules.mandatory ? 'badge--primary' : 'badge--muted'}`}>{rules.mandatory ? t('required') : t('optional')}</span>
      </legend>
      <p id={ruleId} className="option__rule">
        {ruleText}
      </p>
      {missing && (
        <p id={errorId} className="option__error">
          {t('option_required_error')}
        </p>
      )}
      <div className="option__items">
        {sortByPosition(option.product_option_items).map((item) => {
          const chosen = choices.isChosen(option, item.id);
          return (
            <ChoiceInput
              key={item.id}
              type={type}
              name={`option-${option.id}`}
              label={localize(item.name)}
              aside={item.price > 0 ? `+${price(item.price)}` : null}
              checked={chosen}
              disabled={choices.isDisabled(option, item.id)}
              onChange={() => {
                if (!chosen || type === 'checkbox') choices.toggle(option, item.id);
              }}
              onClick={() => {
                // A radio that is already chosen fires no change: a click on it unpicks an optional choice.
                if (type === 'radio' && chosen) choices.toggle(option, item.id);
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
});
