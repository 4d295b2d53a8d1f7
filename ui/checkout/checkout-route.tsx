import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { blockSendsHome } from '../../core/domain/checkout/checkout-blocking';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { usePageTitle } from '../routing/use-page-title';
import { Button, buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { useAppServices } from '../container/app-services';
import { CheckoutScreen } from './checkout-screen';
import { useCheckoutPage } from './use-checkout-page';
import { useLiveAvailability } from '../session/use-live-availability';

/** /{restaurantId}/validation (checkout 2), loaded as its own chunk with the checkout rules. */
export function Component() {
  return <SessionGate>{(session) => <CheckoutPage session={session} />}</SessionGate>;
}

const CheckoutPage = observer(function CheckoutPage({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const { notifications } = useAppServices();
  usePageTitle(t('checkout_title'), session.settings.restaurant_name);
  const { checkout, steps, unavailable, block, cookieConsent } = useCheckoutPage(session);
  // Issue 20.3: a product sold out while the customer fills the form is flagged here too, and not sent.
  useLiveAvailability(session);
  // checkout 2 (issue 19): a blocked checkout sends to the menu, which says why (an empty basket needs no word:
  // the screen sends it back itself). Said once the menu shows: a notice follows its page, and goes with it.
  const navigate = useNavigate();
  const sendsHome = blockSendsHome(block) && block !== 'empty_basket';
  const restaurantId = session.settings.id;
  useEffect(() => {
    if (!sendsHome || block === null) return;
    // The menu's own address (/menu/0, where /{restaurantId} leads): a second redirect would drop the notice.
    void Promise.resolve(navigate(paths.category(restaurantId, 0), { replace: true })).then(() => notifications.notify({ key: block, tone: 'warning' }));
  }, [sendsHome, block, navigate, notifications, restaurantId]);
  if (sendsHome) return null;
  // checkout 5: without a cookie choice the cookie dialog opens over this page, which says what lacks.
  if (block === 'cookie_choice_missing') return <CookieChoiceMissing restaurantId={session.settings.id} onChooseCookies={cookieConsent.review} />;
  // checkout 2: an empty basket goes back to the menu (the screen does it, not once the order is placed).
  return <CheckoutScreen checkout={checkout} steps={steps} unavailable={unavailable} session={session} />;
});

/** checkout 5: "A cookie choice must exist, otherwise the cookie modal opens": said plainly, with the way back. */
function CookieChoiceMissing({ restaurantId, onChooseCookies }: { readonly restaurantId: string; readonly onChooseCookies: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <ErrorScreen
        title={t('online_ordering_unavailable')}
        message={t('cookie_choice_missing')}
        actions={
          <>
            <Button onClick={onChooseCookies}>{t('cookie_settings')}</Button>
            <Link className={buttonClassName('secondary')} to={paths.home(restaurantId)}>
              {t('back_to_menu')}
            </Link>
          </>
        }
      />
    </div>
  );
}
