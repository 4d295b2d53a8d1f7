import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { feedbackInvitationFor } from '../../core/domain/feedback/feedback-invitation';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackingProgress } from '../../core/domain/tracking/track-status';
import { paths } from '../routing/restaurant-paths';
import { buttonClassName } from '../design/button';
import './feedback-invitation.css';

/**
 * accounts 1 and 2: on the tracking page, once the order has reached its last step (core
 * feedbackInvitationFor), a way to /{id}/feedback/{orderNumber}. Only the order number goes in the link:
 * the feedback page asks nothing more in the order context, and issue 8 keeps personal details out of URLs.
 */
export function FeedbackInvitation({ restaurantId, progress }: { readonly restaurantId: RestaurantId; readonly progress: TrackingProgress | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const invitation = feedbackInvitationFor(progress);
  if (!invitation) return null;
  return (
    <section className="feedback-invitation" aria-labelledby={headingId}>
      <h2 id={headingId} className="feedback-invitation__title">
        {t('feedback_invitation_title')}
      </h2>
      <p className="feedback-invitation__text">{t('feedback_invitation_text')}</p>
      <Link className={buttonClassName('primary', { block: true, large: true })} to={`${paths.home(restaurantId)}/feedback/${encodeURIComponent(invitation.orderNumber)}`}>
        {t('feedback_invitation_action')}
      </Link>
    </section>
  );
}
