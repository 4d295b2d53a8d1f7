import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOSEN_TIME_SLOT_STORE } from '../../../config/use-case-tokens';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ChosenTimeSlot } from '../../../core/domain/schedule/chosen-time-slot';
import { ASAP_SLOT_ID } from '../../../core/domain/schedule/time-slot-settings';
import type { Clock } from '../../../core/ports/clock';
import { CLOCK } from '../../../core/ports/clock';
import type { ChosenTimeSlotStore } from '../../../core/use-cases/schedule/chosen-time-slot-store';
import { useAppServices } from '../../container/app-services';
import { useContainer } from '../../container/container-context';
import { Radio } from '../../design/choice-input';
import type { CheckoutViewModel } from '../checkout-view-model';
import { ScheduleViewModel } from './schedule-view-model';
import './slot-picker.css';
import { intlLocale } from '../../locales/ui-languages';

/** How often the offer follows the time while the checkout stays open. */
const REFRESH_MS = 30_000;

/**
 * checkout 4 "Time selection": the day, then the slot, for an order type that has time slots. `settings` are the
 * establishment's of now (issue 20.3: a busy kitchen's longer preparation time, told live, moves the slots
 * offered; a chosen slot no longer offered is dropped), the checkout's form staying as it is.
 */
export const SlotPicker = observer(function SlotPicker({ checkout, settings }: { readonly checkout: CheckoutViewModel; readonly settings: RestaurantSettings }) {
  const container = useContainer();
  const { notifications } = useAppServices();
  const [schedule, setSchedule] = useState<ScheduleViewModel | null>(null);
  /** The settings the slots were last offered for: new ones mean the preparation time moved (a busy kitchen). */
  const offeredFor = useRef<RestaurantSettings | null>(null);
  useEffect(() => {
    let live = true;
    const hadSlot = offeredFor.current !== null && offeredFor.current !== settings && checkout.timeSlot !== null;
    void container.getAsync<Clock>(CLOCK).then((clock) => {
      if (!live) return;
      const memory = container.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE);
      const next = new ScheduleViewModel(settings, () => checkout.orderType, clock, memory, checkout.setTimeSlot);
      offeredFor.current = settings;
      // Issue 20.3: the longer preparation time took the chosen slot away: said, never lost silently.
      if (hadSlot && next.chosen === null) notifications.notify({ key: 'busy_kitchen_removed_timeslot', tone: 'warning' });
      setSchedule(next);
    });
    return () => {
      live = false;
    };
  }, [container, checkout, settings, notifications]);
  useEffect(() => {
    if (!schedule) return;
    const timer = window.setInterval(schedule.refresh, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [schedule]);
  // The order type may change under the picker: what it offers is read again.
  useEffect(() => schedule?.refresh(), [schedule, checkout.orderTypeId]);
  if (!schedule || !schedule.active) return null;
  return <SlotChoices schedule={schedule} problemKey={checkout.problemOf('timeSlot')?.key ?? null} />;
});

const SlotChoices = observer(function SlotChoices({ schedule, problemKey }: { readonly schedule: ScheduleViewModel; readonly problemKey: string | null }) {
  const { t, i18n } = useTranslation();
  const day = schedule.day;
  const time = (iso: string) => DateTime.fromISO(iso, { zone: schedule.timezone }).setLocale(intlLocale(i18n.language)).toLocaleString(DateTime.TIME_SIMPLE);
  const slotLabel = (slot: ChosenTimeSlot) =>
    slot.id === ASAP_SLOT_ID ? t(schedule.asapLabelKey) : slot.end_time ? `${time(slot.start_time)} – ${time(slot.end_time)}` : time(slot.start_time);
  const dayLabel = (date: string, today: boolean) =>
    today ? t('schedule_today') : DateTime.fromISO(date, { zone: schedule.timezone }).setLocale(intlLocale(i18n.language)).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <section className="checkout-section slot-picker" aria-labelledby="slot-picker-title">
      <h2 id="slot-picker-title" className="checkout-section__title">
        {t('schedule_title')}
      </h2>
      {schedule.days.length === 0 ? (
        <p className="field__error">{t('no_schedule_available')}</p>
      ) : (
        <>
          {/* Up to a week of days: a list to pick from keeps the slots in view on a phone. */}
          <div className="field">
            <label className="field__label" htmlFor="schedule-day">
              {t('schedule_day')}
            </label>
            <select id="schedule-day" className="field__control" value={day?.date ?? ''} onChange={(event) => schedule.chooseDay(event.target.value)}>
              {schedule.days.map((offered) => (
                <option key={offered.date} value={offered.date}>
                  {offered.today ? dayLabel(offered.date, true) : `${dayLabel(offered.date, false)} · ${t('pre_order')}`}
                </option>
              ))}
            </select>
          </div>
          {/* Issue 22.11: the field a refused step's focus (or a summary line) leads to when no slot is chosen. */}
          <fieldset className="checkout-fieldset" aria-describedby={problemKey ? 'slot-picker-problem' : undefined} data-checkout-field="timeSlot">
            <legend className="slot-picker__legend">{t('schedule_slot')}</legend>
            <div className="checkout-section__choices slot-picker__slots">
              {schedule.slots.map((slot) => (
                <Radio key={`${slot.id}-${slot.start_time}`} name="schedule-slot" label={slotLabel(slot)} checked={schedule.isChosen(slot)} onChange={() => schedule.chooseSlot(slot)} />
              ))}
            </div>
            {problemKey && (
              <p id="slot-picker-problem" className="field__error">
                {t(problemKey)}
              </p>
            )}
          </fieldset>
        </>
      )}
    </section>
  );
});
