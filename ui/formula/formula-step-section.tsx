import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OfferedStep } from '../../core/domain/formula/formula-menu';
import type { PriceFormat } from '../format/price-format';
import { Button } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';

/**
 * One step of the formula (browsing 4): its dishes (a pick marks the step done, one dish per step), what
 * each adds to the price (its supplement and, issue 22.10, the dearer price choice its step leads to), and
 * a skip for a step that is not in every price choice.
 */
export const FormulaStepSection = observer(function FormulaStepSection({ builder, step, price }: {
  readonly builder: FormulaBuilderViewModel;
  readonly step: OfferedStep;
  readonly price: PriceFormat;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const id = step.step.id;
  const stepName = localize(step.step.name);
  const current = builder.currentStepId === id;
  const state = builder.stateOf(id);
  const titleId = `formula-step-${id}-title`;
  const stepCost = builder.stepCost(id);
  return (
    <section className={`formula-step${current ? ' formula-step--current' : ''}`} aria-labelledby={titleId}>
      <div className="formula-step__head">
        <h2 id={titleId} className="formula-step__title" tabIndex={-1}>
          {t('formula_step_title', { number: builder.numberOf(id), step: stepName })}
        </h2>
        {/* Issue 22.10: an optional step that moves the formula to a dearer price choice says so. */}
        <span className={`badge ${step.required ? 'badge--primary' : 'badge--muted'}`}>
          {step.required ? t('required') : stepCost > 0 ? t('formula_step_optional_for', { price: price(stepCost) }) : t('optional')}
        </span>
      </div>
      {state === 'skipped' && <p className="formula-step__state">{t('formula_step_skipped_note')}</p>}
      {step.dishes.length === 0 ? (
        <p className="formula-step__state">{t('formula_step_nothing_available')}</p>
      ) : (
        <ul className="formula-dishes">
          {step.dishes.map((dish) => {
            const picked = builder.isPicked(id, dish.product.id);
            const cost = builder.dishCost(id, dish);
            return (
              <li key={dish.product.id}>
                <button type="button" className={`formula-dish${picked ? ' formula-dish--picked' : ''}`} aria-pressed={picked} onClick={() => builder.choose(id, dish.product.id)}>
                  {dish.product.image_url && <img className="formula-dish__image" src={dish.product.image_url} alt="" width={56} height={56} loading="lazy" />}
                  <span className="formula-dish__text">
                    <span className="formula-dish__name">{localize(dish.product.name)}</span>
                    {dish.options.length > 0 && <span className="formula-dish__detail">{t('formula_dish_has_options')}</span>}
                  </span>
                  <span className="formula-dish__price">{cost > 0 ? `+${price(cost)}` : t('formula_dish_included')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!step.required && state !== 'skipped' && (
        <Button variant="ghost" className="formula-step__skip" onClick={() => builder.skip(id)}>
          {t('formula_skip_step', { step: stepName })}
        </Button>
      )}
    </section>
  );
});
