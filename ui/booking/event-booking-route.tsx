import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CANCEL_REASONS } from '../../core/domain/booking/booking';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CancelEventBooking, LoadEventBooking } from '../../core/use-cases/booking/event-booking';
import { BOOKING_USE_CASES } from '../../config/bind-booking';
import { useContainer } from '../container/container-context';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { useReadySettings } from '../session/ready-settings';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { BookingBackLink } from './booking-back-link';
import { BookingSummary } from './booking-summary';
import { EventBookingViewModel } from './event-booking-view-model';
import './booking.css';

/** /{restaurantId}/event-booking?uuid= (accounts 2 and 4): a booking's summary and its cancellation. */
export function Component() {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const uuid = (useSearchParams()[0].get('uuid') ?? '').slice(0, 64);
  if (!settings) return <Spinner label={t('loading')} />;
  return <EventBookingPage key={`${settings.id}/${uuid}`} settings={settings} uuid={uuid} />;
}

const EventBookingPage = observer(function EventBookingPage({ settings, uuid }: { readonly settings: RestaurantSettings; readonly uuid: string }) {
  const { t } = useTranslation();
  const container = useContainer();
  const reasonId = useId();
  usePageTitle(t('event_booking_title'), settings.restaurant_name);
  const page = useViewModel(
    () =>
      new EventBookingViewModel(settings.id, uuid, {
        load: () => container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking),
        cancel: () => container.getAsync<CancelEventBooking>(BOOKING_USE_CASES.cancelEventBooking),
      }),
    [settings.id, uuid, container],
  );
  const { state } = page;
  if (state.kind === 'loading') return <Spinner label={t('loading')} />;
  return (
    <div className="page booking event-booking">
      <BookingBackLink settings={settings} />
      <h1 className="page-title">{t('event_booking_title')}</h1>
      {state.kind === 'not-found' && (
        <p className="notice" role="alert">
          {t('no_event_found')}
        </p>
      )}
      {state.kind !== 'not-found' && (
        <BookingSummary
          lines={{
            title: state.booking.roomCategoryBooking.title,
            day: state.booking.day,
            slot: state.booking.timeSlot,
            nbPerson: state.booking.nbPerson,
            name: state.booking.name,
            email: state.booking.email,
            roomNumber: state.booking.roomNumber,
            phone: state.booking.phone,
          }}
        />
      )}
      {state.kind === 'cancelled' && (
        <p className="booking-result booking-result--canceled" role="status">
          <span className="booking-result__mark" aria-hidden="true">
            ✕
          </span>
          {t('booking_canceled_title')}
        </p>
      )}
      {state.kind === 'ready' && (
        <form
          className="event-booking__form"
          onSubmit={(event) => {
            event.preventDefault();
            void page.cancel();
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('booking_cancel_reason')}
            </label>
            <select id={reasonId} className="field__control" value={page.reason ?? ''} onChange={(event) => page.setReason(event.target.value)} required>
              <option value="">{t('booking_cancel_reason_choose')}</option>
              {CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`booking_cancel_reason_${reason}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="primary" disabled={!page.canCancel} aria-busy={page.cancelling}>
            {t('booking_cancel')}
          </Button>
        </form>
      )}
    </div>
  );
});
