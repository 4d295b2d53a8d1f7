import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PAYMENT_USE_CASES } from '../../config/payment-tokens';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import { lastOrderStorageKey } from '../../core/use-cases/payment/last-order-store';
import type { RecoverUnpaidOrder } from '../../core/use-cases/payment/recover-unpaid-order';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import type { RestaurantViewModel } from '../session/restaurant-view-model';

/** How long the notice stays: the customer may land on the menu after the checkout found the basket empty. */
const NOTICE_MS = 10_000;

/**
 * Issue 22.2 (checkout 4): the customer who left for the provider's payment page and came back without
 * paying (the browser's back button, a reload, a later visit) finds the basket again, and that order is given
 * up (core RecoverUnpaidOrder). Asked once the menu and basket are loaded, on any page of the restaurant but
 * the tracking page, whose payment return does the same (core ConfirmPayment). A page the browser shows
 * again from its back-forward cache still holds the state it left with ("redirecting to the payment
 * platform"): it is loaded afresh, and asks then.
 */
export const UnpaidOrderReturn = observer(function UnpaidOrderReturn({ restaurant }: { readonly restaurant: RestaurantViewModel }) {
  const container = useContainer();
  const { notifications } = useAppServices();
  const { pathname } = useLocation();
  const asked = useRef(false);
  const session = restaurant.session.status === 'ready' ? restaurant.session.value : null;
  const onTracking = pathname.replace(/\/$/, '').endsWith('/trackOrder');

  useEffect(() => {
    if (!session || onTracking || asked.current) return;
    const restaurantId = session.settings.id;
    // Nothing kept, nothing to ask: the payment code is not even loaded.
    if (container.get<KeyValueStore>(KEY_VALUE_STORE).get(lastOrderStorageKey(restaurantId)) === null) return;
    asked.current = true;
    void (async () => {
      const recover = await container.getAsync<RecoverUnpaidOrder>(PAYMENT_USE_CASES.recoverUnpaidOrder);
      const recovery = await recover.execute(restaurantId);
      if (recovery.kind !== 'given_up') return;
      if (recovery.basketRestored) session.basket.restore();
      notifications.notify({ key: recovery.basketRestored ? 'payment_not_made_basket_back' : 'payment_not_made_order_canceled', tone: 'info' }, NOTICE_MS);
    })().catch(() => undefined);
  }, [container, notifications, session, onTracking]);

  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const kept = container.get<KeyValueStore>(KEY_VALUE_STORE).get(lastOrderStorageKey(restaurant.restaurantId));
      if (kept !== null) window.location.reload();
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, [container, restaurant]);

  return null;
});
