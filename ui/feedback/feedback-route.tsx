import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import type { FeedbackCompletion, FeedbackForm as FeedbackFormValues } from '../../core/domain/feedback/feedback';
import { reviewLinkOf } from '../../core/domain/feedback/feedback';
import { isFeedbackOrderNumber } from '../../core/domain/feedback/feedback-invitation';
import type { SendFeedback } from '../../core/use-cases/feedback/send-feedback';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { FeedbackForm } from './feedback-form';
import { FeedbackViewModel } from './feedback-view-model';
import { openInNewTab, useFeedbackDeps } from './use-feedback-deps';

/**
 * /{restaurantId}/feedback/:orderNumber (accounts 2; optional query name and email): the feedback on an
 * order. accounts 4: after sending it goes Home and, for 4 stars or more, opens the review link
 * (notation_network.google) in a new tab.
 */
export const Component = observer(function FeedbackPage() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  const restaurantId = settings?.id ?? '';
  const reviewLink = reviewLinkOf(settings?.notation_network);
  const { orderNumber = '' } = useParams();
  const [query] = useSearchParams();
  const container = useContainer();
  const navigate = useStableNavigate();
  usePageTitle(t('feedback_title'), settings?.restaurant_name ?? '');

  const send = useCallback(
    async (form: FeedbackFormValues, idempotencyKey: string) =>
      (await container.getAsync<SendFeedback>(FEEDBACK_USE_CASES.sendFeedback)).execute({ restaurantId, place: 'order', orderNumber, form, reviewLink, idempotencyKey }),
    [container, restaurantId, orderNumber, reviewLink],
  );
  const completed = useCallback(
    (completion: FeedbackCompletion) => {
      if (completion.reviewLink) openInNewTab(completion.reviewLink);
      navigate(paths.home(restaurantId));
    },
    [navigate, restaurantId],
  );
  const deps = useFeedbackDeps(restaurantId, { send, completed });
  const name = query.get('name');
  const email = query.get('email');
  const feedback = useViewModel(() => new FeedbackViewModel('order', { name, email }, deps), [deps, name, email]);

  if (!settings) return <Spinner label={t('loading')} />;
  return (
    <div className="page feedback-page">
      <h1 className="page-title">{t('feedback_title')}</h1>
      {isFeedbackOrderNumber(orderNumber) ? (
        <FeedbackForm feedback={feedback} />
      ) : (
        <p role="alert">{t('feedback_link_invalid')}</p>
      )}
      <Link className="back-link" to={paths.home(restaurantId)}>
        {t('feedback_back_home')}
      </Link>
    </div>
  );
});
