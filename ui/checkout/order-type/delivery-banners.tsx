import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { freeDeliveryBanner } from '../../../core/domain/checkout/checkout-banners';
import type { CheckoutViewModel } from '../checkout-view-model';

/** checkout 5: the free-shipping banner (its rule: core freeDeliveryBanner), for a delivery address only. */
export const FreeDeliveryBanner = observer(function FreeDeliveryBanner({ checkout, price }: { readonly checkout: CheckoutViewModel; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  if (!checkout.details.asksDeliveryAddress) return null;
  const { subtotal, deliveryCost } = checkout.totals;
  const banner = freeDeliveryBanner(checkout.orderType, subtotal, deliveryCost);
  if (!banner) return null;
  if (banner.kind === 'reached') return <p className="notice notice--success">{t('free_delivery_reached')}</p>;
  return <p className="notice">{t('free_delivery_from', { amount: price(banner.threshold), missing: price(banner.remaining) })}</p>;
});
