import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../container/app-services';
import type { PriceFormat } from '../format/price-format';
import { Button } from '../design/button';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';

/**
 * browsing 4: validate (add to basket, then Home) or pay (then Validation) appear only when the
 * selection equals a price choice. A refusal of the basket is said in words.
 */
export const FormulaValidation = observer(function FormulaValidation({ builder, price, withPay }: {
  readonly builder: FormulaBuilderViewModel;
  readonly price: PriceFormat;
  readonly withPay: boolean;
}) {
  const { t } = useTranslation();
  const { cookieConsent } = useAppServices();
  const unitPrice = builder.unitPrice;
  // browsing 4: a cookie choice must exist before adding; the add goes on once the visitor has chosen.
  const addToBasket = () => cookieConsent.ensureChoice(builder.addToBasket);
  const pay = () => cookieConsent.ensureChoice(builder.pay);
  return (
    <div className="formula-validation">
      {builder.problem && (
        <p className="formula-validation__problem" role="alert">
          {t(builder.problem)}
        </p>
      )}
      {unitPrice !== null && !builder.basketOpen && <p className="formula-validation__consultation">{t('consultation_only')}</p>}
      {unitPrice !== null && builder.basketOpen && (
        <div className="formula-validation__buttons">
          <Button large block onClick={addToBasket}>
            {t(builder.editing ? 'update_basket_for' : 'add_to_basket_for', { price: price(unitPrice) })}
          </Button>
          {withPay && (
            <Button large block variant="secondary" onClick={pay}>
              {t('formula_pay')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
});
