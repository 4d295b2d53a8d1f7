import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import { useContainer } from '../app/container-context';
import { browserTimers } from '../app/notifications/notification-center';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { paths } from '../app/restaurant/restaurant-paths';
import { SessionGate } from '../app/restaurant/session-gate';
import { usePageTitle } from '../app/use-page-title';
import { useStableNavigate } from '../app/use-stable-navigate';
import { useViewModel } from '../app/use-view-model';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { CheckoutScreen } from './checkout-screen';
import { CheckoutViewModel } from './checkout-view-model';
import type { PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { PAYMENT_PROVIDER_REGISTRY } from '../../core/ports/payment-provider';

/** /{restaurantId}/validation (checkout 2), loaded as its own chunk with the checkout rules. */
export function Component() {
  return <SessionGate>{(session) => <CheckoutPage session={session} />}</SessionGate>;
}

function CheckoutPage({ session }: { readonly session: OrderingSession }) {
  const { t, i18n } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  usePageTitle(t('checkout_title'), session.settings.restaurant_name);
  const checkout = useViewModel(
    () =>
      new CheckoutViewModel(session.settings, session.basket, {
        computeTotals: container.get<ComputeTotals>(USE_CASES.computeTotals),
        placeOrder: () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
        navigate,
        origin: window.location.origin,
        timers: browserTimers,
        // checkout 7: the in-progress timeout is reported to the platform (client log).
        warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId: session.settings.id, message }),
        // checkout 4: payment adapters load with this step only.
        paymentRegistry: () => container.getAsync<PaymentProviderRegistry>(PAYMENT_PROVIDER_REGISTRY),
        leaveFor: (url) => window.location.assign(url),
        locale: () => (i18n.language === 'en' ? 'en' : 'fr'),
      }),
    [session, container, navigate, i18n],
  );
  if (checkout.orderTypes.length === 0) {
    // Only on place or delivery here: their table and address steps are not built yet, so say so plainly.
    return (
      <div className="page">
        <ErrorScreen
          title={t('online_ordering_unavailable')}
          message={t('online_ordering_unavailable_message')}
          actions={
            <Link className={buttonClassName('primary')} to={paths.home(session.settings.id)}>
              {t('back_to_menu')}
            </Link>
          }
        />
      </div>
    );
  }
  return <CheckoutScreen checkout={checkout} session={session} />;
}
