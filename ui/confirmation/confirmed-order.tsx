import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderConfirmation } from '../../core/domain/confirmation/order-confirmation';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackingTime } from '../../core/domain/tracking/tracking-time';
import { trackedLineName } from '../../core/domain/tracking/tracked-line-name';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';
import { intlLocale } from '../locales/ui-languages';

/** The hour in the establishment's zone (core gave it so), in the visitor's language: "12:45", "entre 12:30 et 13:00". */
function hourText(when: TrackingTime, t: (key: string, values?: Record<string, string>) => string, language: string): string {
  const time = (instant: DateTime) => instant.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  if (when.kind === 'around') return time(when.time);
  const times = when.end ? t('tracking_slot_between', { start: time(when.start), end: time(when.end) }) : t('tracking_slot_at', { start: time(when.start) });
  if (when.today) return times;
  return t('tracking_slot_on_day', { day: when.start.setLocale(language).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' }), time: times });
}

/** checkout 2, order confirmation page: the order, its collect hour and its address by order type. */
export const ConfirmedOrder = observer(function ConfirmedOrder({ settings, order }: { readonly settings: RestaurantSettings; readonly order: OrderConfirmation }) {
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(settings);
  const session = useRestaurant().session;
  const catalogue = session.status === 'ready' ? session.value.catalogue : null;
  const delivered = order.orderTypeId === OrderTypeId.delivery;
  return (
    <>
      <dl className="confirmation__facts">
        <dt>{t('confirmation_order')}</dt>
        <dd data-testid="confirmation-order-number">{order.orderNumber}</dd>
        {order.when && (
          <>
            <dt>{t(delivered ? 'delivery_hour' : 'collect_hour')}</dt>
            <dd data-testid="confirmation-hour">{hourText(order.when, t, intlLocale(i18n.language))}</dd>
          </>
        )}
        {order.place && (
          <>
            <dt>{t(order.place.kind === 'pickup' ? 'pickup_address' : order.place.kind === 'delivery' ? 'delivery_address' : 'confirmation_table')}</dt>
            <dd data-testid="confirmation-address">{order.place.kind === 'table' ? order.place.number : order.place.address}</dd>
          </>
        )}
      </dl>
      {order.lines.length > 0 && (
        <ul className="confirmation__lines" aria-label={t('confirmation_lines')}>
          {order.lines.map((line, index) => (
            <li key={`${index}-${line.name}`} className="confirmation__line">
              <span>
                {line.count} × {trackedLineName(line, catalogue, i18n.language)}
              </span>
              <span>{price(line.price)}</span>
            </li>
          ))}
          {order.total !== null && (
            <li className="confirmation__line confirmation__total">
              <span>{t('total')}</span>
              <span data-testid="confirmation-total">{price(order.total)}</span>
            </li>
          )}
        </ul>
      )}
    </>
  );
});
