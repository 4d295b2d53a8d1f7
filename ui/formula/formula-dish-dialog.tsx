import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PriceFormat } from '../format/price-format';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { useLocalize } from '../locales/use-localize';
import { OptionFieldset } from '../product/option-fieldset';
import { MissingOptionsProblem, OptionsWithFocus } from '../product/missing-options';
import { ProductDetails, ProductMedia } from '../product/product-details';
import type { DishInProgress, FormulaBuilderViewModel } from './formula-builder-view-model';
import '../product/product.css';

/**
 * A dish's overlay in the formula (browsing 4 and 5): its options with their rules, and its price inside
 * the formula (the step's supplement plus the options, extras beyond max_number included).
 */
export const FormulaDishDialog = observer(function FormulaDishDialog({ builder, dish, price }: {
  readonly builder: FormulaBuilderViewModel;
  readonly dish: DishInProgress;
  readonly price: PriceFormat;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const cost = builder.dishInProgressPrice ?? 0;
  const footer = (
    <div className="compose-footer">
      {dish.choices.attempted && <MissingOptionsProblem choices={dish.choices} />}
      <Button large block onClick={builder.confirmDish}>
        {cost > 0 ? t('formula_choose_dish_for', { price: price(cost) }) : t('formula_choose_dish')}
      </Button>
    </div>
  );
  return (
    <Dialog title={localize(dish.dish.product.name)} closeLabel={t('close')} onClose={builder.closeDish} media={<ProductMedia imageUrl={dish.dish.product.image_url} />} footer={footer}>
      <ProductDetails description={dish.dish.product.description} allergens={builder.dishInProgressAllergens} />
      <OptionsWithFocus choices={dish.choices}>
        {dish.choices.options.map((option) => (
          <OptionFieldset key={option.id} option={option} choices={dish.choices} price={price} />
        ))}
      </OptionsWithFocus>
    </Dialog>
  );
});
