import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../locales/use-localize';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';

/** On a phone, the steps in order with where the customer is; each goes back to its step. */
export const FormulaProgress = observer(function FormulaProgress({ builder }: { readonly builder: FormulaBuilderViewModel }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <nav className="formula-progress" aria-label={t('formula_steps')}>
      <ol className="formula-progress__list">
        {builder.steps.map(({ step }) => {
          const state = builder.stateOf(step.id);
          const current = !builder.showsRecap && builder.currentStepId === step.id;
          const name = localize(step.name);
          return (
            <li key={step.id}>
              <button
                type="button"
                className={`formula-progress__step formula-progress__step--${state}`}
                aria-current={current ? 'step' : undefined}
                // The visible name first (label in name), then where the step stands.
                aria-label={`${name}, ${t(`formula_progress_${state}`)}`}
                onClick={() => builder.goTo(step.id)}
              >
                <span className="formula-progress__number" aria-hidden="true">
                  {state === 'done' ? '✓' : builder.numberOf(step.id)}
                </span>
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
