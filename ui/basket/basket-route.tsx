import { observer } from 'mobx-react-lite';
import { checkoutBlock } from '../../core/domain/basket/basket-rules';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { To } from 'react-router-dom';
import { usePriceFormat } from '../app/format/use-price-format';
import { paths } from '../app/restaurant/restaurant-paths';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { useMenuOverlay } from '../menu/menu-overlay';
import { BasketLines } from './basket-lines';
import type { BasketLineView } from './basket-view-model';
import { ShareBasketButton } from './share-basket-button';
import { UndoRemoval } from './undo-removal';
import { GroupOrderTogether } from '../group/group-order-together';
import './basket.css';

/** The `basket` child route: the basket in a drawer over the menu, with the way to checkout; its own chunk. */
export const Component = observer(function BasketRoute() {
  const { session, closeOverlay } = useMenuOverlay();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const price = usePriceFormat(session.settings);
  const { basket } = session;
  const restaurantId = session.settings.id;
  // browsing 4: checkout is blocked in consultative mode and with no order types.
  const blocked = checkoutBlock(session.settings, session.settings.multi_establishment !== null);

  // A removal can be undone while the basket is open; once it closes, it is final.
  useEffect(() => basket.forgetRemoved, [basket]);

  /** A product reopens its compose dialog over the same menu; a formula its builder (both replace the line). */
  const editTo = useCallback(
    (line: BasketLineView): To | null => {
      if (!line.edit) return null;
      if (line.edit.kind === 'formula') return paths.formula(restaurantId, line.edit.formulaId, line.key);
      const query = new URLSearchParams(search);
      query.set('line', line.key);
      return { pathname: `../productCompose/${line.edit.productId}`, search: `?${query.toString()}` };
    },
    [restaurantId, search],
  );

  const footer = basket.isEmpty ? (
    <Button block variant="secondary" onClick={closeOverlay}>
      {t('back_to_menu')}
    </Button>
  ) : (
    <div className="basket-footer">
      <p className="basket-footer__total">
        <span>{t('subtotal')}</span>
        <span>{price(basket.totals.subtotal)}</span>
      </p>
      {/* browsing 2.6: the suggestions come before validation (straight on when there are none). */}
      {blocked ? (
        <p className="notice" role="status">
          {t(blocked)}
        </p>
      ) : (
        <Button block large onClick={() => navigate(paths.productsSuggestion(restaurantId))}>
          {t('order_now')}
        </Button>
      )}
      <ShareBasketButton settings={session.settings} />
    </div>
  );

  return (
    <Dialog variant="drawer" title={t('your_basket')} closeLabel={t('close')} onClose={closeOverlay} footer={footer}>
      <UndoRemoval basket={basket} />
      {basket.isEmpty ? <p className="basket-empty">{t('basket_is_empty')}</p> : <BasketLines basket={basket} price={price} editable editTo={editTo} />}
      {/* checkout 3 and 7: in a group's outlet, the other outlets' baskets, ordered together. */}
      {session.settings.multi_establishment === null && <GroupOrderTogether outlet={session.settings} search={search} />}
    </Dialog>
  );
});
