import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PriceFormat } from '../app/format/price-format';
import { IconButton } from '../design/icon-button';
import { TrashIcon } from '../design/icons';
import { Stepper } from '../design/stepper';
import { useLocalize } from '../locales/use-localize';
import type { BasketViewModel } from './basket-view-model';

/** The basket's lines with their chosen options; editable in the drawer, read-only in the checkout summary. */
export const BasketLines = observer(function BasketLines({ basket, price, editable }: {
  readonly basket: BasketViewModel;
  readonly price: PriceFormat;
  readonly editable: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <ul className="basket-lines">
      {basket.lines.map((line) => {
        const name = localize(line.name);
        return (
          <li key={line.key} className="basket-line">
            <div className="basket-line__main">
              <p className="basket-line__name">
                {!editable && <span className="basket-line__quantity">{line.quantity} × </span>}
                {name}
              </p>
              {line.choices.map((choice, index) => (
                <p key={index} className="basket-line__choice">
                  {t('option_choice', { option: localize(choice.option), items: choice.items.map(localize).join(', ') })}
                </p>
              ))}
            </div>
            <p className="basket-line__price">{price(line.linePrice)}</p>
            {editable && (
              <div className="basket-line__actions">
                <Stepper
                  value={line.quantity}
                  label={t('quantity_of', { name })}
                  decreaseLabel={t('decrease_quantity_of', { name })}
                  increaseLabel={t('increase_quantity_of', { name })}
                  onDecrease={() => basket.decrease(line.key)}
                  onIncrease={() => basket.increase(line.key)}
                  canDecrease
                  canIncrease={line.canIncrease}
                />
                <IconButton label={t('remove_from_basket', { name })} plain onClick={() => basket.remove(line.key)}>
                  <TrashIcon size={20} />
                </IconButton>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
