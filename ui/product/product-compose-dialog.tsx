import { observer } from 'mobx-react-lite';
import { isBasketOpen } from '../../core/domain/basket/basket-rules';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useAppServices } from '../container/app-services';
import { usePriceFormat } from '../format/use-price-format';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { Stepper } from '../design/stepper';
import { useLocalize } from '../locales/use-localize';
import { OptionFieldset } from './option-fieldset';
import { MissingOptionsProblem, OptionsWithFocus } from './missing-options';
import type { ProductComposeViewModel } from './product-compose-view-model';
import { ProductDetails, ProductMedia } from './product-details';
import './product.css';

/** browsing 4 and 5: compose a product with its options, choose how many, add it to the basket. */
export const ProductComposeDialog = observer(function ProductComposeDialog({ compose, settings, onClose }: {
  readonly compose: ProductComposeViewModel;
  readonly settings: RestaurantSettings;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  const name = localize(compose.product.name);
  const { cookieConsent } = useAppServices();

  // browsing 4: a cookie choice must exist before adding; the add goes on once the visitor has chosen.
  const add = () =>
    cookieConsent.ensureChoice(() => {
      if (compose.add()) onClose();
    });

  const footer = (
    <div className="compose-footer">
      {compose.problem === 'missing_mandatory_options' ? (
        <MissingOptionsProblem choices={compose.choices} />
      ) : (
        compose.problem && (
          <p className="compose-footer__problem" role="alert">
            {t(compose.problem)}
          </p>
        )
      )}
      <div className="compose-footer__row">
        <Stepper
          value={compose.quantity}
          label={t('quantity_of', { name })}
          decreaseLabel={t('decrease_quantity')}
          increaseLabel={t('increase_quantity')}
          onDecrease={compose.decrease}
          onIncrease={compose.increase}
          canDecrease={compose.canDecrease}
          canIncrease={compose.canIncrease}
        />
        {/* browsing 4: consultative mode hides the add button, unless the basket is allowed. */}
        {isBasketOpen(settings) ? (
          <Button className="compose-footer__add" large onClick={add}>
            {t(compose.editing ? 'update_basket_for' : 'add_to_basket_for', { price: price(compose.totalPrice) })}
          </Button>
        ) : (
          <p className="compose-footer__consultation">{t('consultation_only')}</p>
        )}
      </div>
    </div>
  );

  return (
    <Dialog title={name} closeLabel={t('close')} onClose={onClose} media={<ProductMedia imageUrl={compose.product.image_url} />} footer={footer}>
      <ProductDetails description={compose.product.description} allergens={compose.allergens} />
      <p className="compose-unit-price">{price(compose.unitPrice)}</p>
      <OptionsWithFocus choices={compose.choices}>
        {compose.options.map((option) => (
          <OptionFieldset key={option.id} option={option} choices={compose.choices} price={price} />
        ))}
      </OptionsWithFocus>
    </Dialog>
  );
});
