import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { minimumOrderBanner } from '../../core/domain/checkout/checkout-banners';
import type { CheckoutViewModel } from './checkout-view-model';
import { FreeDeliveryBanner } from './order-type/delivery-banners';
import { ClosedForOrderingNotice } from '../session/closed-for-ordering';

/** checkout 2 and 5: the minimum-order banner and the free-shipping threshold banner of general informations. */
export const CheckoutBanners = observer(function CheckoutBanners({ checkout, price }: { readonly checkout: CheckoutViewModel; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  const minimum = minimumOrderBanner(checkout.orderType, checkout.totals.subtotal);
  return (
    <div className="checkout-banners">
      {minimum && (
        <p className="notice" data-testid="minimum-order-banner">
          {t('order_possible_from', { amount: price(minimum.minimum) })}
        </p>
      )}
      {/* Issue 22.4: the chosen order type cannot be scheduled inside the opening hours: nothing will be sent. */}
      {checkout.orderType && <ClosedForOrderingNotice settings={checkout.restaurantSettings} orderTypes={[checkout.orderType]} />}
      {/* The delivery cost's own banner (checkout 5), which knows the free pricing type too. */}
      <FreeDeliveryBanner checkout={checkout} price={price} />
    </div>
  );
});
