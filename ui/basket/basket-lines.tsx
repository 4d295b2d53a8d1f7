import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { To } from 'react-router-dom';
import type { PriceFormat } from '../format/price-format';
import { IconButton } from '../design/icon-button';
import { TrashIcon } from '../design/icons';
import { Stepper } from '../design/stepper';
import { useLocalize } from '../locales/use-localize';
import type { BasketLineView, BasketViewModel } from '../session/basket-view-model';
import { LineDetails } from './line-details';
import './basket-lines.css';

/**
 * The basket's lines with what was chosen in each; editable in the drawer (quantity, remove with undo,
 * compose again), read-only in the checkout summary.
 */
export const BasketLines = observer(function BasketLines({ basket, price, editable, editTo }: {
  readonly basket: BasketViewModel;
  readonly price: PriceFormat;
  readonly editable: boolean;
  /** Where a line's composition reopens (issue 6: editing a basket line replaces it). */
  readonly editTo?: (line: BasketLineView) => To | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <ul className="basket-lines">
      {basket.lines.map((line) => {
        const name = localize(line.name);
        const edit = editable && editTo ? editTo(line) : null;
        // Issue 20.3: sold out at the platform since it was added: said on the line, with its removal.
        const soldOut = basket.unavailableLineKeys.has(line.key);
        return (
          <li key={line.key} className={soldOut ? 'basket-line basket-line--sold-out' : 'basket-line'}>
            <div className="basket-line__main">
              <p className="basket-line__name">
                {!editable && <span className="basket-line__quantity">{line.quantity} × </span>}
                {name}
              </p>
              <LineDetails details={line.details} price={price} />
              {soldOut && (
                <p className="basket-line__sold-out" role="status">
                  {t('basket_line_sold_out')}{' '}
                  {editable && (
                    <button type="button" className="basket-line__remove-sold-out" onClick={() => basket.remove(line.key)}>
                      {t('remove_sold_out_line', { name })}
                    </button>
                  )}
                </p>
              )}
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
                <div className="basket-line__buttons">
                  {edit && (
                    <Link className="basket-line__edit" to={edit} aria-label={t('edit_basket_line', { name })}>
                      {t('edit')}
                    </Link>
                  )}
                  <IconButton label={t('remove_from_basket', { name })} plain onClick={() => basket.remove(line.key)}>
                    <TrashIcon size={20} />
                  </IconButton>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
