import { useTranslation } from 'react-i18next';
import type { BasketLineDetails, ChosenItem } from '../../core/domain/basket/basket-line-details';
import type { PriceFormat } from '../format/price-format';
import { useLocalize } from '../locales/use-localize';

/** A chosen item and, when it costs something, its extra cost (issue 6: not raw option labels). */
function ItemsList({ items, price }: { readonly items: readonly ChosenItem[]; readonly price: PriceFormat }) {
  const localize = useLocalize();
  if (items.length === 0) return null;
  return (
    <ul className="line-details__items">
      {items.map((item, index) => (
        <li key={index}>
          {localize(item.name)}
          {item.extraCost > 0 && <span className="line-details__extra"> +{price(item.extraCost)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a basket line holds besides its name: each chosen item with its extra cost; for a formula, its
 * price choice and the dish of each step with its supplement and options (browsing 3 and 4).
 */
export function LineDetails({ details, price }: { readonly details: BasketLineDetails; readonly price: PriceFormat }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (details.kind === 'product') return <ItemsList items={details.items} price={price} />;
  return (
    <div className="line-details">
      <p className="line-details__menu-price">{localize(details.menuPriceName)}</p>
      <ul className="line-details__dishes">
        {details.dishes.map((dish) => (
          <li key={dish.stepId}>
            <span className="line-details__step">{t('formula_step_dish', { step: localize(dish.stepName), dish: localize(dish.name) })}</span>
            {dish.supplement > 0 && <span className="line-details__extra"> +{price(dish.supplement)}</span>}
            <ItemsList items={dish.items} price={price} />
          </li>
        ))}
      </ul>
    </div>
  );
}
