import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { trackingTimeOf } from '../../core/domain/tracking/tracking-time';
import { useViewModel } from '../container/use-view-model';
import { expectedTimeText } from './expected-time-text';
import { ExpectedTimeViewModel } from './expected-time-view-model';
import { trackingTimeText } from './tracking-time-text';
import { intlLocale } from '../locales/ui-languages';

/**
 * Issue 20.4: when the order will be ready, or delivered, as the platform expects it now; an order for a slot
 * shows its slot (issue 22.3). A polite live region: a moved time or a late order is read out once, when it
 * changes; nothing is said once the order is done.
 */
export const ExpectedTimeLine = observer(function ExpectedTimeLine({ status, settings }: { readonly status: TrackStatus; readonly settings: RestaurantSettings }) {
  const { t, i18n } = useTranslation();
  const viewModel = useViewModel(() => new ExpectedTimeViewModel(settings), [settings]);
  const expected = viewModel.expectedOf(status);
  const takeAway = status.order_type === OrderTypeId.takeAway;
  const slot = expected.kind !== 'none' && expected.kind !== 'late' && expected.slot ? trackingTimeOf(status, settings.timezone, viewModel.now) : null;
  const text = slot ? trackingTimeText(slot, takeAway, t, intlLocale(i18n.language)) : expectedTimeText(expected, takeAway, t, intlLocale(i18n.language));
  return (
    <p className={`tracking-details__estimate${expected.kind === 'late' ? ' tracking-details__estimate--late' : ''}`} data-testid="tracking-estimate" aria-live="polite" hidden={text === null}>
      {text}
    </p>
  );
});
