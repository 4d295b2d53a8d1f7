import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PriceFormat } from '../format/price-format';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';
import { FormulaMissing } from './formula-missing';
import { FormulaValidation } from './formula-validation';

/**
 * On a phone, going step by step: a bar at the bottom with what is still missing or, once the selection
 * equals a price choice, its price and the add button (browsing 4). The recap takes over when complete.
 */
export const FormulaBar = observer(function FormulaBar({ builder, price }: { readonly builder: FormulaBuilderViewModel; readonly price: PriceFormat }) {
  const { t } = useTranslation();
  const completeness = builder.completeness;
  return (
    <section className="formula-bar" aria-label={t('formula_your_choice')}>
      <div className="formula-bar__status" aria-live="polite">
        {completeness.kind !== 'complete' && <FormulaMissing completeness={completeness} price={price} />}
      </div>
      <FormulaValidation builder={builder} price={price} withPay={false} />
    </section>
  );
});
