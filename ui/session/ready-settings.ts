import type { CountryCode } from 'libphonenumber-js/min';
import { defaultPhoneRegion } from '../../core/domain/account/account-phone';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useRestaurant } from './restaurant-context';

/** The establishment's settings once loaded, else null (a spinner shows meanwhile). */
export function useReadySettings(): RestaurantSettings | null {
  const restaurant = useRestaurant();
  return restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
}

/** accounts 9: the default phone country: phoneRegion, then the browser's language region, then FR. */
export function phoneRegionOf(settings: RestaurantSettings): CountryCode {
  return defaultPhoneRegion(settings.phoneRegion, typeof navigator === 'undefined' ? null : navigator.language);
}

/** accounts 2, Register: the address is asked when delivery is among the establishment's order types. */
export function offersDelivery(settings: RestaurantSettings): boolean {
  return settings.orderTypes.some((type) => type.id === OrderTypeId.delivery);
}
