import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { freeDeliveryBanner, minimumOrderBanner } from '../../core/domain/checkout/checkout-banners';
import type { CheckoutViewModel } from './checkout-view-model';

/** checkout 2 and 5: the minimum-order banner and the free-shipping threshold banner of general informations. */
export const CheckoutBanners = observer(function CheckoutBanners({ checkout, price }: { readonly checkout: CheckoutViewModel; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  const minimum = minimumOrderBanner(checkout.orderType, checkout.totals.subtotal);
  const freeDelivery = freeDeliveryBanner(checkout.orderType, checkout.totals.subtotal);
  if (!minimum && !freeDelivery) return null;
  return (
    <div className="checkout-banners">
      {minimum && (
        <p className="notice" data-testid="minimum-order-banner">
          {t('order_possible_from', { amount: price(minimum.minimum) })}
        </p>
      )}
      {freeDelivery && (
        <p className="notice" data-testid="free-delivery-banner">
          {freeDelivery.kind === 'reached'
            ? t('free_delivery_reached')
            : t('free_delivery_from', { amount: price(freeDelivery.threshold), remaining: price(freeDelivery.remaining) })}
        </p>
      )}
    </div>
  );
});
