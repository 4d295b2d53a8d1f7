import { useTranslation } from 'react-i18next';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { PlaceMap } from '../map/place-map';
import { trackingMapOf } from '../../core/domain/tracking/tracking-map';
import { TrackedLines } from './tracked-lines';
import { DiscountLines } from './discount-lines';
import type { DiscountRow } from '../../core/domain/tracking/order-discounts';
import { ExpectedTimeLine } from './expected-time-line';

/**
 * Issue 7, tracking: the order's lines, the discounts taken off (issue 18), total and amount still to pay; where and when to pick it up, or
 * where it is delivered; the chosen slot, or the estimate of an order placed as soon as possible (issue 22.3).
 */
export function TrackingDetails({ status, settings, amountToPay, discounts, price }: {
  readonly status: TrackStatus;
  readonly discounts: readonly DiscountRow[];
  readonly settings: RestaurantSettings;
  readonly amountToPay: number | null;
  readonly price: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const map = trackingMapOf(status, settings);
  const place = status.order_type === OrderTypeId.delivery ? status.delivery : status.order_type === OrderTypeId.roomDelivery ? null : status.restaurant;
  return (
    <div className="tracking-details">
      {/* Issue 20.4: the expected time, live (the slot for an order placed for one, issue 22.3). */}
      <ExpectedTimeLine status={status} settings={settings} />
      {place && (
        <section aria-labelledby="tracking-place">
          <h3 id="tracking-place" className="tracking-details__title">
            {t(status.order_type === OrderTypeId.delivery ? 'tracking_delivery_address' : 'tracking_pickup_address')}
          </h3>
          {/* Issue 21: the address is written in its country's direction: "12 quai..." stays in that order on an Arabic page. */}
          <address className="tracking-details__address" data-testid="tracking-address">
            <bdi>{place.street}</bdi>
            <br />
            <bdi>
              {place.zip_code} {place.city}
            </bdi>
          </address>
          {/* checkout 2: the address block's map, where the order is picked up, or where it is delivered when the
              order carried the address's position (checkout 3 deliveryData); never a guessed one (core trackingMapOf). */}
          {map && (
            <PlaceMap place={map.place} label={map.of === 'delivery' ? t('delivery_address_on_the_map') : t('restaurant_on_the_map', { name: settings.restaurant_name })} />
          )}
        </section>
      )}
      {status.lines.length > 0 && (
        <section aria-labelledby="tracking-lines">
          <h3 id="tracking-lines" className="tracking-details__title">
            {t('tracking_your_order')}
          </h3>
          <TrackedLines lines={status.lines} price={price} />
        </section>
      )}
      <DiscountLines rows={discounts} price={price} />
      {status.total_price !== null && (
        <p className="tracking-card__total">
          <span>{t('total')}</span> <strong data-testid="tracking-total">{price(status.total_price)}</strong>
        </p>
      )}
      {amountToPay !== null && (
        <p className="tracking-card__total">
          {/* Issue 7: a hotel charges room service to the room bill; nothing is paid on the spot. */}
          <span>{t(status.order_type === OrderTypeId.roomDelivery && status.payment?.mode === 'ONSPOT' ? 'tracking_charged_to_room_bill' : 'tracking_amount_to_pay')}</span>{' '}
          <strong data-testid="tracking-to-pay">{price(amountToPay)}</strong>
        </p>
      )}
    </div>
  );
}

