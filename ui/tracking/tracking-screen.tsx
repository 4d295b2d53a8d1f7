import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { latestStep } from '../../core/domain/tracking/track-status';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { FeedbackInvitation } from '../feedback/feedback-invitation';
import { ReceiptRequestForm } from '../receipt/receipt-request-form';
import { PayTheTableButton } from '../table/pay-the-table-button';
import { ForgottenProducts } from './forgotten-products';
import { trackedProductIds } from '../../core/domain/suggestions/forgotten-products';
import { LiveIndicator } from './live-indicator';
import { TrackSteps } from './track-steps';
import { TrackingDetails } from './tracking-details';
import { CourierFrame } from './courier-frame';
import { PaymentOutcome } from './payment-outcome';
import type { TrackingViewModel } from './tracking-view-model';
import type { TrackingAddressNotes } from './tracking-address';
import { AddressNotice } from './address-notice';
import './tracking.css';

const NO_NOTES: TrackingAddressNotes = { actionErrorKey: null, actionSuccessKey: null, providerMessage: null, listedContact: null };

/** checkout 2 and 4: the order's number and steps, live, with its errors and the way back to the menu. */
export const TrackingScreen = observer(function TrackingScreen({ tracking, settings, scan = false, notes = NO_NOTES }: {
  readonly tracking: TrackingViewModel;
  readonly settings: RestaurantSettings;
  /** checkout 2: the room and scan variant, which proposes what the customer may have forgotten. */
  readonly scan?: boolean;
  readonly notes?: TrackingAddressNotes;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = usePriceFormat(settings);
  // Issue 22.1: an order whose online payment failed is not shown, only the refusal (PaymentOutcome).
  const progress = tracking.showsOrder ? tracking.progress : null;
  const current = progress ? latestStep(progress) : null;

  return (
    <div className="page tracking">
      <h1 className="page-title">{t('order_tracking')}</h1>

      {tracking.refusalKey && (
        <div className="notice notice--error" role="alert">
          <div>
            <p className="notice__title">{t(tracking.refusalKey)}</p>
            {tracking.refusalKey === 'send_order_to_hub_error' && (
              <p>
                {t('contact_the_restaurant')} <a href={`tel:${settings.phone}`}>{settings.phone}</a>
              </p>
            )}
            {tracking.refusalKey === 'max_products_on_timeslot' && <p>{t('please_select_an_other_timeslot')}</p>}
            {notes.listedContact && <p>{t('tracking_listed_contact', { contact: notes.listedContact })}</p>}
          </div>
        </div>
      )}

      <AddressNotice notes={notes} />

      {tracking.isLoading && <Spinner label={t('please_dont_close_page_while_track_order')} />}

      {tracking.loadFailureKey && (
        <div className="notice notice--error" role="alert">
          <div>
            <p className="notice__title">{t(tracking.loadFailureKey)}</p>
            {tracking.loadFailureMessageKey && <p>{t(tracking.loadFailureMessageKey)}</p>}
            {/* checkout 4: the page asks again by itself every 5 s for a minute, then leaves it to the button. */}
            {tracking.retryingByItself && <p>{t('tracking_retrying_by_itself')}</p>}
            {tracking.canRetry && (
              <Button className="notice__action" onClick={tracking.retry}>
                {t('retry')}
              </Button>
            )}
          </div>
        </div>
      )}

      <PaymentOutcome tracking={tracking} restaurantId={settings.id} />

      {progress && (
        <section className="tracking-card" aria-labelledby="tracking-number">
          <div className="tracking-card__head">
            <h2 id="tracking-number" className="tracking-card__number">
              {t('order_number', { number: tracking.shownNumber })}
            </h2>
            {tracking.liveIndicator && <LiveIndicator state={tracking.liveIndicator} />}
          </div>
          <p className={`tracking-card__status${tracking.statusErrorKey ? ' tracking-card__status--error' : ''}`} aria-live="polite">
            {tracking.statusErrorKey ? t(tracking.statusErrorKey) : current ? t(current.labelKey) : ''}
          </p>
          {/* Issue 5, point 8: never let a status that may be behind pass for a live one. */}
          {tracking.liveIndicator === 'reconnecting' && <p className="tracking-card__late">{t('live_updates_status_may_be_late')}</p>}
          {!tracking.statusErrorKey && tracking.reachedKitchen && <TrackSteps steps={progress.steps} />}
          {tracking.status && <TrackingDetails status={tracking.status} settings={settings} amountToPay={tracking.amountToPay} discounts={tracking.discountRows} price={price} />}
        </section>
      )}
      <FeedbackInvitation restaurantId={settings.id} progress={progress} />

      {/* checkout 2: the courier's tracking page, once a delivery has one. */}
      {progress && !tracking.statusErrorKey && <CourierFrame trackingUrl={tracking.status?.tracking_url ?? null} stepsDone={tracking.status?.steps.filter((step) => step.done).length ?? 0} />}

      {/* checkout 2 and 3: a receipt by e-mail, when the restaurant offers it and the order is known. */}
      {settings.ask_mail_for_receipt && progress && !tracking.statusErrorKey && (
        <div className="tracking-card">
          <ReceiptRequestForm restaurantId={settings.id} orderNumber={progress.orderNumber} />
        </div>
      )}

      {/* checkout 2, room and scan variant: product suggestions ('did you forget'), with what the order holds. */}
      {scan && progress && tracking.status && !tracking.statusErrorKey && <ForgottenProducts orderedProductIds={trackedProductIds(tracking.status.lines)} />}

      {/* checkout 2 and 7: a table order may pay the table's bill where the restaurant offers it. */}
      {settings.tastypay && progress && tracking.tableNumber && <PayTheTableButton restaurantId={settings.id} tableNumber={tracking.tableNumber} />}

      <Button variant="secondary" large onClick={() => navigate(paths.home(settings.id), { replace: true })}>
        {t('back_to_main_page')}
      </Button>
    </div>
  );
});
