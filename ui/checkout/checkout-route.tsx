import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CheckoutBlockKey } from '../../core/domain/checkout/checkout-blocking';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { usePageTitle } from '../routing/use-page-title';
import { Button, buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { CheckoutScreen } from './checkout-screen';
import { useCheckoutPage } from './use-checkout-page';

/** /{restaurantId}/validation (checkout 2), loaded as its own chunk with the checkout rules. */
export function Component() {
  return <SessionGate>{(session) => <CheckoutPage session={session} />}</SessionGate>;
}

const CheckoutPage = observer(function CheckoutPage({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  usePageTitle(t('checkout_title'), session.settings.restaurant_name);
  const { checkout, steps, unavailable, block, cookieConsent } = useCheckoutPage(session);
  // checkout 2: an empty basket goes back to the menu (the screen does it, not once the order is placed).
  if (block !== null && block !== 'empty_basket') return <BlockedCheckout restaurantId={session.settings.id} block={block} onChooseCookies={cookieConsent.review} />;
  return <CheckoutScreen checkout={checkout} steps={steps} unavailable={unavailable} session={session} />;
});

/** checkout 5: the blocked-checkout cases, said plainly with the way back (and the cookie choice when that is what lacks). */
function BlockedCheckout({ restaurantId, block, onChooseCookies }: { readonly restaurantId: string; readonly block: Exclude<CheckoutBlockKey, 'empty_basket'>; readonly onChooseCookies: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <ErrorScreen
        title={t('online_ordering_unavailable')}
        message={t(block)}
        actions={
          <>
            {block === 'cookie_choice_missing' && <Button onClick={onChooseCookies}>{t('cookie_settings')}</Button>}
            <Link className={buttonClassName(block === 'cookie_choice_missing' ? 'secondary' : 'primary')} to={paths.home(restaurantId)}>
              {t('back_to_menu')}
            </Link>
          </>
        }
      />
    </div>
  );
}
