import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { trackingMapOf } from '../../../../../core/domain/tracking/tracking-map';
import { aTrackStatus } from '../../../core/fixtures/track-status-builders';

const comptoir = { location: { latitude: 48.8635, longitude: 2.348 }, config: {} };
const delivered = (position: { latitude?: number | null; longitude?: number | null }) =>
  aTrackStatus({ order_type: OrderTypeId.delivery, delivery: { street: '12 rue Montorgueil', zip_code: '75002', city: 'Paris', ...position } });

describe("checkout 2: the tracking address block's map", () => {
  it('shows where a take-away or on-place order is picked up', () => {
    expect(trackingMapOf(aTrackStatus(), comptoir)).toEqual({ place: comptoir.location, of: 'restaurant' });
    expect(trackingMapOf(aTrackStatus({ order_type: OrderTypeId.onPlace }), comptoir)?.of).toBe('restaurant');
    expect(trackingMapOf(aTrackStatus(), { location: null, config: {} })).toBeNull();
  });

  it('checkout 3 deliveryData: shows a delivery at the position the order carried, and none without one (never the restaurant)', () => {
    expect(trackingMapOf(delivered({ latitude: 48.8645, longitude: 2.3471 }), comptoir)).toEqual({ place: { latitude: 48.8645, longitude: 2.3471 }, of: 'delivery' });
    expect(trackingMapOf(delivered({ latitude: null, longitude: null }), comptoir)).toBeNull();
    expect(trackingMapOf(delivered({}), comptoir)).toBeNull();
    expect(trackingMapOf(delivered({ latitude: 120, longitude: 2 }), comptoir)).toBeNull();
  });

  it('is hidden for room delivery and for the restaurant that asks (hide_tracking_map)', () => {
    expect(trackingMapOf(aTrackStatus({ order_type: OrderTypeId.roomDelivery }), comptoir)).toBeNull();
    expect(trackingMapOf(aTrackStatus(), { ...comptoir, config: { hide_tracking_map: true } })).toBeNull();
    expect(trackingMapOf(delivered({ latitude: 48.8645, longitude: 2.3471 }), { ...comptoir, config: { hide_tracking_map: true } })).toBeNull();
  });
});
