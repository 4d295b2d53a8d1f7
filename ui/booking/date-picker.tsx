import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '../../core/domain/booking/booking-days';
import { firstDayOfWeek, monthGrid, weekdaysFrom } from '../../core/domain/booking/booking-days';
import { IconButton } from '../design/icon-button';
import type { BookingFormViewModel } from './booking-form-view-model';

// 2024-01-01 was a Monday: weekday n is 2024-01-0n.
const weekdayName = (weekday: Weekday, locale: string, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

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
  const anyOpen = weeks.flat().some((day) => day !== null && !wizard.isDayDisabled(day));
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
      <table className="date-picker__grid" aria-labelledby="booking-month">
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
      {!anyOpen && (
        <p className="notice" role="status">
          {t('no_schedule_available_this_day')}
        </p>
      )}
    </div>
  );
});
