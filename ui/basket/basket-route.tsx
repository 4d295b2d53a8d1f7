import { observer } from 'mobx-react-lite';
import { ClosedForOrderingNotice, useClosedForOrdering } from '../session/closed-for-ordering';
import type { CheckoutBlockKey } from '../../core/domain/checkout/checkout-blocking';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { checkoutBlocks } from '../../core/domain/checkout/checkout-blocking';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { To } from 'react-router-dom';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { useMenuOverlay } from '../routing/menu-overlay';
import { BasketLines } from './basket-lines';
import type { BasketLineView } from '../session/basket-view-model';
import { ShareBasketButton } from './share-basket-button';
import { UndoRemoval } from './undo-removal';
import { GroupOrderTogether } from '../group/group-order-together';
import './basket.css';

/**
 * checkout 5 and browsing 4, said in the basket instead of its *Commander* button: the one checkout rule
 * (core/domain/checkout/checkout-blocking.ts), for what the basket knows. An empty basket shows its own
 * message, the room and scan cases depend on the order type chosen at checkout, and a missing cookie
 * choice is asked for when the checkout opens: none of them hides the button here.
 */
const SHOWN_IN_BASKET: ReadonlySet<CheckoutBlockKey> = new Set(['no_order_types', 'checkout_blocked_in_consultative_mode']);

function basketBlock(settings: RestaurantSettings, itemCount: number): CheckoutBlockKey | null {
  const blocks = checkoutBlocks(settings, { itemCount, orderTypeCount: settings.orderTypes.length, orderTypeId: null, cookieChoiceMade: true });
  return blocks.find((block) => SHOWN_IN_BASKET.has(block)) ?? null;
}

/** The `basket` child route: the basket in a drawer over the menu, with the way to checkout; its own chunk. */
export const Component = observer(function BasketRoute() {
  const { session, closeOverlay } = useMenuOverlay();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const price = usePriceFormat(session.settings);
  const { basket } = session;
  const restaurantId = session.settings.id;
  const blocked = basketBlock(session.settings, basket.basket.basketProducts.length);
  // Issue 22.4: closed, no order type can be scheduled: the notice says when orders open again, and the way to
  // the checkout waits until then (the checkout would refuse to send).
  const closedNow = useClosedForOrdering(session.settings, session.settings.orderTypes);

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
      {/* Issue 22.4: closed, and no order type can be scheduled: said before the checkout. */}
      <ClosedForOrderingNotice settings={session.settings} orderTypes={session.settings.orderTypes} />
      {/* browsing 2.6: the suggestions come before validation (straight on when there are none). */}
      {blocked ? (
        <p className="notice" role="status">
          {t(blocked)}
        </p>
      ) : basket.unavailableLineKeys.size > 0 ? (
        // Issue 20.3: a line sold out since it was added is removed before the checkout, which would be refused.
        <p className="notice" role="status">
          {t('basket_has_sold_out_lines')}
        </p>
      ) : closedNow ? null : (
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
