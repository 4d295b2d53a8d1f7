import { DateTime } from 'luxon';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOSEN_TIME_SLOT_STORE } from '../../config/use-case-tokens';
import { formatLimitationTimeSlot, limitationTimeSlot } from '../../core/domain/order/limitation-time-slot';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ChosenTimeSlotStore } from '../../core/use-cases/schedule/chosen-time-slot-store';
import { useContainer } from '../container/container-context';

/**
 * browsing 2.7: the full time slot (limitation_order_timeslot_full): its start and optional end in the
 * restaurant's time zone; the day when it is the slot the customer chose.
 */
export function LimitationTimeSlotSection({ settings, timeSlotId }: { readonly settings: RestaurantSettings; readonly timeSlotId: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const store = container.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE);
  const slot = useMemo(() => {
    const chosen = store.read(settings.id);
    return limitationTimeSlot(timeSlotId, { timezone: settings.timezone, orderTypes: settings.orderTypes, chosen, now: DateTime.now() });
  }, [store, settings, timeSlotId]);
  // The full slot was the customer's choice: it is forgotten, so that the next checkout asks for another.
  useEffect(() => {
    if (slot?.dated) store.clear(settings.id);
  }, [slot, store, settings.id]);
  if (!slot) return null;
  return (
    <section aria-labelledby="limitation-time-slot">
      <h2 id="limitation-time-slot" className="limitation__heading">{t('limitation_time_slot')}</h2>
      <p className="limitation__time-slot" data-testid="limitation-time-slot">
        {formatLimitationTimeSlot(slot, i18n.language)}
      </p>
    </section>
  );
}
