import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking, BookingReceipt } from '../../core/domain/booking/booking';
import { bookingResult } from '../../core/domain/booking/booking-result';
import type { BookingContext, BookingForm } from '../../core/domain/booking/booking-validation';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { bookingBackPath } from './booking-back-link';
import { bookingPaths } from './booking-paths';
import { BookingSummary } from './booking-summary';

interface ResultProps {
  readonly settings: RestaurantSettings;
  readonly booking: Booking;
  readonly form: BookingForm;
  readonly receipt: BookingReceipt;
  readonly context: BookingContext;
}

/** accounts 4, Booking result: PENDING, CONFIRMED with a summary (the phone in the linker, as sent), or CANCELED with whom to contact. */
export function BookingResult({ settings, booking, form, receipt, context }: ResultProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so that a screen reader says it.
  useEffect(() => heading.current?.focus(), []);
  const result = bookingResult(receipt.status, context);
  return (
    <section className={`booking-result booking-result--${receipt.status.toLowerCase()}`} aria-labelledby="booking-result-title">
      <span className="booking-result__mark" aria-hidden="true">
        {{ cross: '✕', check: '✓', waiting: '…' }[result.mark]}
      </span>
      <h2 id="booking-result-title" ref={heading} tabIndex={-1}>
        {t(result.titleKey)}
      </h2>
      <p>{t(result.textKey, { email: form.email.trim() })}</p>
      {result.summary && (
        <BookingSummary
          lines={{ title: booking.title, day: form.day, slot: form.slot, nbPerson: form.nbPerson ?? 1, name: form.name.trim(), email: form.email.trim(), roomNumber: form.roomNumber.trim() || null, phone: context === 'linker' ? form.phone.trim() || null : null }}
        />
      )}
      <nav className="booking-result__links" aria-label={t('booking_result_links')}>
        {result.manageable && <Link to={bookingPaths.eventBooking(settings.id, receipt.uuid)}>{t('booking_manage')}</Link>}
        <Link to={bookingBackPath(settings)}>{t('booking_back')}</Link>
      </nav>
    </section>
  );
}
