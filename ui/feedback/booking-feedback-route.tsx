import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import type { FeedbackForm as FeedbackFormValues } from '../../core/domain/feedback/feedback';
import { BOOKING_FEEDBACK_QUERY, bookingFeedbackLinkOf } from '../../core/domain/feedback/booking-feedback-link';
import type { SendBookingFeedback } from '../../core/use-cases/feedback/send-booking-feedback';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { FeedbackForm } from './feedback-form';
import { FeedbackViewModel } from './feedback-view-model';
import { useFeedbackDeps } from './use-feedback-deps';

/**
 * /{restaurantId}/feedback-booking?eventBookingId&name&email&nameEvent (accounts 2), and our token (issue 15:
 * the booking e-mail's link proves the booking): the feedback on a booking; accounts 4: after sending it
 * always goes Home. A link without a booking id or token says so.
 */
export const Component = observer(function BookingFeedbackPage() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  const restaurantId = settings?.id ?? '';
  const [query] = useSearchParams();
  const link = bookingFeedbackLinkOf({ eventBookingId: query.get(BOOKING_FEEDBACK_QUERY.eventBookingId), token: query.get(BOOKING_FEEDBACK_QUERY.token) });
  const eventBookingId = link?.eventBookingId ?? 0;
  const feedbackToken = link?.token ?? '';
  const container = useContainer();
  const navigate = useStableNavigate();
  usePageTitle(t('feedback_title'), settings?.restaurant_name ?? '');

  const send = useCallback(
    async (form: FeedbackFormValues, idempotencyKey: string) =>
      (await container.getAsync<SendBookingFeedback>(FEEDBACK_USE_CASES.sendBookingFeedback)).execute({ restaurantId, eventBookingId, feedbackToken, form, idempotencyKey }),
    [container, restaurantId, eventBookingId, feedbackToken],
  );
  const completed = useCallback(() => navigate(paths.home(restaurantId)), [navigate, restaurantId]);
  const deps = useFeedbackDeps(restaurantId, { send, completed });
  const name = query.get('name');
  const email = query.get('email');
  const feedback = useViewModel(() => new FeedbackViewModel('booking', { name, email }, deps), [deps, name, email]);
  const eventName = query.get(BOOKING_FEEDBACK_QUERY.nameEvent)?.trim().slice(0, 100) ?? '';

  if (!settings) return <Spinner label={t('loading')} />;
  return (
    <div className="page feedback-page">
      <h1 className="page-title">{t('feedback_title')}</h1>
      {link === null ? <p role="alert">{t('feedback_link_invalid')}</p> : <FeedbackForm feedback={feedback} eventName={eventName} />}
      <Link className="back-link" to={paths.home(restaurantId)}>
        {t('feedback_back_home')}
      </Link>
    </div>
  );
});
