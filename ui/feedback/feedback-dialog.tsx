import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import type { FeedbackCompletion, FeedbackForm as FeedbackFormValues } from '../../core/domain/feedback/feedback';
import { reviewLinkOf } from '../../core/domain/feedback/feedback';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { SendFeedback } from '../../core/use-cases/feedback/send-feedback';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Dialog } from '../design/dialog';
import { FeedbackForm } from './feedback-form';
import { FeedbackViewModel } from './feedback-view-model';
import { useFeedbackDeps } from './use-feedback-deps';

export interface FeedbackDialogProps {
  readonly settings: RestaurantSettings;
  /** The directory it opens from: v1 room directory, linker, or v2 directory. */
  readonly place: 'room' | 'linker' | 'directory-v2';
  readonly title: string;
  readonly onClose: () => void;
  /** accounts 4: what follows a feedback taken (the v2 directory goes to its home after the dialog closes). */
  readonly onSent: (completion: FeedbackCompletion) => void;
}

/**
 * browsing 2.11 and accounts 2: a feedback tile of a directory opens the form in a dialog, asking the
 * e-mail (required) and the name (optional). Its own chunk, loaded when the tile is pressed.
 */
export const FeedbackDialog = observer(function FeedbackDialog({ settings, place, title, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const container = useContainer();
  const restaurantId = settings.id;
  const reviewLink = reviewLinkOf(settings.notation_network);
  const send = useCallback(
    // A directory's feedback is on no order: orderNumber stays empty (accounts 3: type room or linker).
    async (form: FeedbackFormValues, idempotencyKey: string) =>
      (await container.getAsync<SendFeedback>(FEEDBACK_USE_CASES.sendFeedback)).execute({ restaurantId, place, orderNumber: '', form, reviewLink, idempotencyKey }),
    [container, restaurantId, place, reviewLink],
  );
  const deps = useFeedbackDeps(restaurantId, { send, completed: onSent });
  const feedback = useViewModel(() => new FeedbackViewModel(place, {}, deps), [deps, place]);
  return (
    <Dialog title={title} closeLabel={t('close')} onClose={onClose}>
      <FeedbackForm feedback={feedback} />
    </Dialog>
  );
});

export default FeedbackDialog;
