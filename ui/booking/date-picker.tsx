import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '../../core/domain/booking/booking-days';
import { firstDayOfWeek, monthGrid, weekdaysFrom } from '../../core/domain/booking/booking-days';
import { IconButton } from '../design/icon-button';
import type { BookingFormViewModel } from './booking-form-view-model';

// 2024-01-01 was a Monday: weekday n is 2024-01-0n.
const weekdayName = (weekday: Weekday, locale: string, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
const shiftDay = (day: string, by: number) => new Date(dayDate(day).getTime() + by * 86_400_000).toISOString().slice(0, 10);

/** Arrow keys move between the month's open days: left and right by one, up and down by a week. */
function keyTarget(key: string, day: string, openDays: readonly string[]): string | null {
  switch (key) {
    case 'ArrowRight':
      return openDays.find((each) => each > day) ?? null;
    case 'ArrowLeft':
      return openDays.findLast((each) => each < day) ?? null;
    case 'ArrowDown':
      return openDays.find((each) => each >= shiftDay(day, 7)) ?? null;
    case 'ArrowUp':
      return openDays.findLast((each) => each <= shiftDay(day, -7)) ?? null;
    case 'Home':
      return openDays[0] ?? null;
    case 'End':
      return openDays.at(-1) ?? null;
    default:
      return null;
  }
}

/**
 * accounts 2 and 5: the day step's date picker, a small accessible grid of day buttons (no library:
 * the month grid and the disabled days are core rules). The week starts by locale; past, closed and
 * full days are disabled; the chosen day is pressed.
 */
export const DatePicker = observer(function DatePicker({ wizard }: { readonly wizard: BookingFormViewModel }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const firstDay = firstDayOfWeek(locale);
  const weeks = monthGrid(wizard.month, firstDay);
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayDate(`${wizard.month}-01`));
  const longDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const openDays = weeks.flat().filter((day): day is string => day !== null && !wizard.isDayDisabled(day));
  const grid = useRef<HTMLTableElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const target = keyTarget(event.key, day, openDays);
    if (!target) return;
    event.preventDefault();
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  };
  // Tab reaches one day of the grid (the chosen one, else the first open one); arrows move inside it.
  const tabStop = wizard.form.day !== null && openDays.includes(wizard.form.day) ? wizard.form.day : openDays[0];
  return (
    <div className="date-picker">
      <div className="date-picker__head">
        <IconButton label={t('booking_previous_month')} onClick={() => wizard.showMonth(-1)} disabled={!wizard.canShowPreviousMonth}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <h3 className="date-picker__month" id="booking-month" aria-live="polite">
          {monthTitle}
        </h3>
        <IconButton label={t('booking_next_month')} onClick={() => wizard.showMonth(1)} disabled={!wizard.canShowNextMonth}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </div>
      <table className="date-picker__grid" aria-labelledby="booking-month" ref={grid}>
        <thead>
          <tr>
            {weekdaysFrom(firstDay).map((weekday) => (
              <th key={weekday} scope="col" abbr={weekdayName(weekday, locale, 'long')}>
                {weekdayName(weekday, locale, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td key={day}>
                    <button
                      type="button"
                      className="date-picker__day"
                      aria-label={longDate.format(dayDate(day))}
                      aria-pressed={wizard.form.day === day}
                      disabled={wizard.isDayDisabled(day)}
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onClick={() => wizard.chooseDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {(openDays.length === 0 || wizard.chosenDayIsEmpty) && (
        <p className="notice" role="status">
          {t('no_schedule_available_this_day')}
        </p>
      )}
    </div>
  );
});
