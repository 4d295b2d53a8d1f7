import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackOrder } from '../../core/use-cases/order/track-order';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { TrackingScreen } from './tracking-screen';
import { TrackingViewModel } from './tracking-view-model';
import { useOrderFoundAgainNotice } from '../notifications/order-found-again';
import { PAYMENT_USE_CASES } from '../../config/payment-tokens';
import type { ConfirmPayment } from '../../core/use-cases/payment/confirm-payment';
import type { TrackingAddressNotes } from './tracking-address';
import { readTrackingAddress, trackingAddressNotes, trackingRedirect } from './tracking-address';

/** /{restaurantId}/trackOrder?orderId= (checkout 2), loaded as its own chunk with rxjs and the live socket. */
export function Component() {
  const restaurant = useRestaurant();
  const [search] = useSearchParams();
  // The layout renders its pages only once the settings are there.
  if (restaurant.settings.status !== 'ready') return null;
  const address = readTrackingAddress(search);
  // checkout 2: return-to-shop goes to the checkout; an address without orderId goes back to /{restaurantId}
  // (unless it brings a refusal to show).
  const redirect = trackingRedirect(address);
  if (redirect) return <Navigate to={redirect === 'checkout' ? paths.checkout(restaurant.restaurantId) : paths.home(restaurant.restaurantId)} replace />;
  return (
    <TrackingPage
      settings={restaurant.settings.value}
      orderNumber={address.orderNumber}
      errorType={address.errorType}
      result={address.result}
      providerId={address.providerId}
      scan={address.scan}
      notes={trackingAddressNotes(address)}
    />
  );
}

function TrackingPage({ settings, orderNumber, errorType, result, providerId, scan, notes }: {
  readonly settings: RestaurantSettings;
  readonly orderNumber: string | null;
  readonly errorType: string | null;
  readonly result: string | null;
  readonly providerId: string | null;
  /** checkout 2: the room and scan variant (a table or room order paid on the spot). */
  readonly scan: boolean;
  /** checkout 4 and 8: the action's error, the provider's error_msg, the black or white list's data. */
  readonly notes: TrackingAddressNotes;
}) {
  const { t } = useTranslation();
  const container = useContainer();
  usePageTitle(t('order_tracking'), settings.restaurant_name);
  useOrderFoundAgainNotice();
  const deps = useMemo(
    () => ({
      trackOrder: () => container.getAsync<TrackOrder>(USE_CASES.trackOrder),
      confirmPayment: () => container.getAsync<ConfirmPayment>(PAYMENT_USE_CASES.confirmPayment),
    }),
    [container],
  );
  const tracking = useViewModel(
    () => new TrackingViewModel(settings, orderNumber, errorType, deps, { result, providerId }),
    [settings, orderNumber, errorType, deps, result, providerId],
  );
  return <TrackingScreen tracking={tracking} settings={settings} scan={scan} notes={notes} />;
}
