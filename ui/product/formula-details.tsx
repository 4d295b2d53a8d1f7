import { useTranslation } from 'react-i18next';
import type { PriceFormat } from '../format/price-format';
import { useLocalize } from '../locales/use-localize';
import type { FormulaView } from './product-full-view-model';

/** browsing 3: a formula's price choices and, step by step, what can be chosen in it. */
export function FormulaDetails({ formula, price }: { readonly formula: FormulaView; readonly price: PriceFormat }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <div className="formula">
      <h3 className="formula__heading">{t('set_menu_prices')}</h3>
      <ul className="formula__prices">
        {formula.prices.map((choice) => (
          <li key={choice.id}>
            <span>{localize(choice.name)}</span>
            <span className="formula__amount">{price(choice.price)}</span>
          </li>
        ))}
      </ul>
      {formula.steps.map((step) => (
        <section key={step.id} className="formula__step" aria-labelledby={`formula-step-${step.id}`}>
          <h3 id={`formula-step-${step.id}`} className="formula__heading">
            {localize(step.name)}
          </h3>
          <ul className="formula__choices">
            {step.choices.map((choice) => (
              <li key={choice.productId}>
                <span>{localize(choice.name)}</span>
                {choice.supplement > 0 && <span className="formula__amount">+{price(choice.supplement)}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
