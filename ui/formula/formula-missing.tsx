import { useTranslation } from 'react-i18next';
import type { FormulaCompleteness } from '../../core/domain/formula/formula-completeness';
import type { PriceFormat } from '../format/price-format';
import { useLocalize } from '../locales/use-localize';
import { intlLocale } from '../locales/ui-languages';

/** browsing 4: while the selection equals no price choice, a clear word on what is missing. */
export function FormulaMissing({ completeness, price }: { readonly completeness: FormulaCompleteness; readonly price: PriceFormat }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  if (completeness.kind === 'complete') return null;
  const list = new Intl.ListFormat(intlLocale(i18n.language), { type: 'disjunction' });
  if (completeness.kind === 'not_offered') {
    return <p className="formula-missing">{t('formula_not_offered', { choices: list.format(completeness.offered.map((choice) => localize(choice.name))) })}</p>;
  }
  const steps = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' });
  return (
    <div className="formula-missing">
      <p>{t('formula_to_validate_choose')}</p>
      <ul className="formula-missing__list">
        {completeness.reachable.map(({ menuPrice, missingSteps }) => (
          <li key={menuPrice.id}>
            {t('formula_missing_steps', {
              steps: steps.format(missingSteps.map((step) => localize(step.name))),
              menu: localize(menuPrice.name),
              price: price(menuPrice.price),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
