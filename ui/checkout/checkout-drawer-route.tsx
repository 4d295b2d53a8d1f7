import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../routing/restaurant-paths';
import { Dialog } from '../design/dialog';
import { useMenuOverlay } from '../routing/menu-overlay';
import { CheckoutScreen } from './checkout-screen';
import { useCheckoutPage } from './use-checkout-page';

/**
 * The `checkout` child route of the menu (ours; checkout 2: "the hub inside a drawer"): the checkout hub
 * in a drawer over the menu, every step shown, without the back-to-menu button, its error button closing
 * the drawer. Where the establishment asks for it (config.checkout_in_drawer, on a wide screen: the
 * suggestions of browsing 2.6 lead to it after the basket's Commander); elsewhere, and when the checkout is
 * blocked, its own page takes over (it sends a blocked checkout to the menu, told why).
 */
export const Component = observer(function CheckoutDrawerRoute() {
  const { session, closeOverlay } = useMenuOverlay();
  const { t } = useTranslation();
  const { checkout, steps, unavailable, block } = useCheckoutPage(session);
  if (!session.settings.config.checkout_in_drawer || (block !== null && block !== 'empty_basket')) {
    return <Navigate to={paths.checkout(session.settings.id)} replace />;
  }
  return (
    <Dialog variant="drawer" title={t('checkout_title')} closeLabel={t('close')} onClose={closeOverlay}>
      <CheckoutScreen checkout={checkout} steps={steps} unavailable={unavailable} session={session} inDrawer={{ close: closeOverlay }} />
    </Dialog>
  );
});
