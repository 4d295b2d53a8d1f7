import { OrderTypeId } from '../order-type/order-type';
import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';
import type { TrackStatus } from './track-status';

/** What the tracking page's address block draws on its map, and whose place it is. */
export interface TrackingMap {
  readonly place: GeoPoint;
  readonly of: 'restaurant' | 'delivery';
}

/**
 * checkout 2: the tracking page's address block has an embedded map, hidden for one specific restaurant
 * (our setting `config.hide_tracking_map`) and for room delivery. A delivery shows its address where the
 * order carried its position (checkout 3 deliveryData latitude, longitude), else no map: a delivery is
 * never drawn at the restaurant nor at a guessed place. Other orders show where they are picked up.
 */
export function trackingMapOf(status: TrackStatus, settings: { readonly location: GeoPoint | null; readonly config: { readonly hide_tracking_map?: boolean } }): TrackingMap | null {
  if (settings.config.hide_tracking_map === true || status.order_type === OrderTypeId.roomDelivery) return null;
  if (status.order_type === OrderTypeId.delivery) {
    const latitude = status.delivery?.latitude;
    const longitude = status.delivery?.longitude;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    const place = { latitude, longitude };
    return isGeoPoint(place) ? { place, of: 'delivery' } : null;
  }
  return settings.location && isGeoPoint(settings.location) ? { place: settings.location, of: 'restaurant' } : null;
}
