import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { CLOCK } from '../../core/ports/clock';
import type { Clock } from '../../core/ports/clock';
import { localize } from '../../core/domain/locale/localized-text';
import type { BookingContext } from '../../core/domain/booking/booking-validation';
import type { WizardStep } from '../../core/domain/booking/booking-wizard';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { directoryPageId } from '../../core/domain/room-directory/room-directory';
import type { LoadBooking } from '../../core/use-cases/booking/load-booking';
import type { SubmitBooking } from '../../core/use-cases/booking/submit-booking';
import { BOOKING_USE_CASES } from '../../config/bind-booking';
import { useContainer } from '../container/container-context';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { phoneRegionOf, useReadySettings } from '../session/ready-settings';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { BookingBackLink } from './booking-back-link';
import { BookingFormViewModel } from './booking-form-view-model';
import { BookingResult } from './booking-result';
import { InformationsStep, PersonsStep, TimeStep } from './booking-steps';
import { DatePicker } from './date-picker';
import './booking.css';

/** /{restaurantId}/booking-form-room-directory/{categoryId} (browsing 2.1, accounts 2), its own chunk. */
export function RoomDirectoryBookingForm() {
  return <BookingFormPage context="room-directory" />;
}

/** /{restaurantId}/booking-form-linker/{categoryId}: the same wizard, asking a phone instead of a room. */
export function LinkerBookingForm() {
  return <BookingFormPage context="linker" />;
}

function BookingFormPage({ context }: { readonly context: BookingContext }) {
  const { t } = useTranslation();
  const settings = useReadySettings();
  const categoryId = directoryPageId(useParams().categoryId);
  if (!settings) return <Spinner label={t('loading')} />;
  if (categoryId === null) return <Navigate to={paths.home(settings.id)} replace />;
  return <BookingWizard key={`${settings.id}/${categoryId}/${context}`} settings={settings} categoryId={categoryId} context={context} />;
}

const STEP_TITLE: Readonly<Record<WizardStep, string>> = {
  persons: 'booking_persons_title',
  day: 'booking_day_title',
  time: 'booking_time_title',
  informations: 'booking_informations_title',
};

const BookingWizard = observer(function BookingWizard(props: { readonly settings: RestaurantSettings; readonly categoryId: number; readonly context: BookingContext }) {
  const { settings, categoryId, context } = props;
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const price = usePriceFormat(settings);
  const wizard = useViewModel(
    () =>
      new BookingFormViewModel(
        { restaurantId: settings.id, categoryId, context, zone: settings.timezone, region: phoneRegionOf(settings) },
        {
          loadBooking: () => container.getAsync<LoadBooking>(BOOKING_USE_CASES.loadBooking),
          submitBooking: () => container.getAsync<SubmitBooking>(BOOKING_USE_CASES.submitBooking),
          clock: () => container.getAsync<Clock>(CLOCK),
        },
      ),
    [settings, categoryId, context, container],
  );
  const booking = wizard.booking;
  // A new step's content replaces the last one: focus goes to its title, so that a screen reader says it
  // (not on the first step, where the page has just opened).
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    stepTitle.current?.focus();
  }, [wizard.step]);
  const title = booking ? localize(booking.title, i18n.language) : t('booking_title');
  usePageTitle(title, settings.restaurant_name);
  if (wizard.load.status === 'loading') return <Spinner label={t('loading')} />;
  if (!booking) {
    return (
      <div className="page booking">
        <BookingBackLink settings={settings} />
        <p className="notice" role="alert">
          {t('booking_unavailable')}
        </p>
      </div>
    );
  }
  const panelId = 'booking-step-panel';
  return (
    <div className="page booking">
      <BookingBackLink settings={settings} />
      <h1 className="page-title">{title}</h1>
      {localize(booking.description, i18n.language) && <p className="booking__description">{localize(booking.description, i18n.language)}</p>}
      {booking.price !== null && (
        <p className="booking__price">
          {t('room_directory_price_per_person', { price: price(booking.price) })}
          {localize(booking.priceDetails, i18n.language) && ` · ${localize(booking.priceDetails, i18n.language)}`}
        </p>
      )}
      {wizard.result ? (
        <BookingResult settings={settings} booking={booking} form={wizard.form} receipt={wizard.result} context={context} />
      ) : (
        <form
          className="booking__form"
          noValidate
          aria-busy={wizard.submitting}
          onSubmit={(event) => {
            event.preventDefault();
            void wizard.advance();
          }}
        >
          <div className="booking-tabs" role="tablist" aria-label={t('booking_steps')}>
            {wizard.steps.map((step, index) => (
              <button
                key={step}
                type="button"
                role="tab"
                id={`booking-tab-${step}`}
                aria-controls={panelId}
                aria-selected={wizard.step === step}
                disabled={!wizard.isAvailable(step)}
                className={['booking-tab', wizard.isVisited(step) && 'booking-tab--visited'].filter(Boolean).join(' ')}
                onClick={() => wizard.goTo(step)}
              >
                <span className="booking-tab__number" aria-hidden="true">
                  {wizard.isVisited(step) && wizard.step !== step ? '✓' : index + 1}
                </span>
                {t(STEP_TITLE[step])}
                {wizard.isVisited(step) && wizard.step !== step && <span className="visually-hidden"> ({t('booking_step_visited')})</span>}
              </button>
            ))}
          </div>
          <div className="booking__panel" id={panelId} role="tabpanel" aria-labelledby={`booking-tab-${wizard.step}`}>
            <h2 className="booking__step-title" ref={stepTitle} tabIndex={-1}>
              {t(STEP_TITLE[wizard.step])}
            </h2>
            {wizard.step === 'persons' && <PersonsStep wizard={wizard} />}
            {wizard.step === 'day' && <DatePicker wizard={wizard} />}
            {wizard.step === 'time' && <TimeStep wizard={wizard} />}
            {wizard.step === 'informations' && <InformationsStep wizard={wizard} />}
          </div>
          <div className="booking__actions">
            {!wizard.isFirstStep && (
              <Button variant="secondary" className="booking__previous" onClick={wizard.previous}>
                {t('previous')}
              </Button>
            )}
            <Button
              type="submit"
              large
              disabled={wizard.submitting || (wizard.buttonKey === 'next' && !wizard.isAvailable(wizard.steps[wizard.steps.indexOf(wizard.step) + 1] ?? wizard.step))}
              aria-busy={wizard.submitting}
            >
              {wizard.submitting ? t('loading') : t(wizard.buttonKey)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
});
