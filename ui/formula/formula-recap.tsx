import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PriceFormat } from '../format/price-format';
import { Button } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';
import { FormulaMissing } from './formula-missing';
import { FormulaValidation } from './formula-validation';

/**
 * browsing 4: the selected products sorted by step position, with their options and supplements, the
 * price, and validate or pay once the selection equals a price choice. On a phone it is the recap that
 * shows when the selection is complete; on a wider screen it stays beside the steps.
 */
export const FormulaRecap = observer(function FormulaRecap({ builder, price }: { readonly builder: FormulaBuilderViewModel; readonly price: PriceFormat }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const completeness = builder.completeness;
  return (
    <aside className="formula-recap" aria-labelledby="formula-recap-title">
      <h2 id="formula-recap-title" className="formula-recap__title" tabIndex={-1}>
        {t('formula_your_choice')}
      </h2>
      <ul className="formula-recap__steps">
        {builder.steps.map(({ step }) => {
          const dish = builder.selectedDishes.find((candidate) => candidate.stepId === step.id);
          const stepName = localize(step.name);
          return (
            <li key={step.id} className="formula-recap__step">
              <div className="formula-recap__dish">
                <span className="formula-recap__step-name">{stepName}</span>
                <span>{dish ? localize(dish.name) : t(builder.stateOf(step.id) === 'skipped' ? 'formula_step_skipped' : 'formula_step_todo')}</span>
                {dish && dish.supplement > 0 && <span className="formula-recap__extra">+{price(dish.supplement)}</span>}
                {dish && dish.items.length > 0 && (
                  <ul className="formula-recap__items">
                    {dish.items.map((item, index) => (
                      <li key={index}>
                        {localize(item.name)}
                        {item.extraCost > 0 && <span className="formula-recap__extra"> +{price(item.extraCost)}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <Button variant="ghost" className="formula-recap__change" aria-label={t('formula_change_step', { step: stepName })} onClick={() => builder.goTo(step.id)}>
                {t('edit')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="formula-recap__status" aria-live="polite">
        {completeness.kind === 'complete' ? (
          <p className="formula-recap__total">
            <span>{localize(completeness.menuPrice.name)}</span>
            <span>{builder.unitPrice !== null ? price(builder.unitPrice) : ''}</span>
          </p>
        ) : (
          <FormulaMissing completeness={completeness} price={price} />
        )}
      </div>
      <FormulaValidation builder={builder} price={price} withPay />
    </aside>
  );
});
