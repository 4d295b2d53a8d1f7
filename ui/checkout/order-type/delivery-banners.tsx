import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CheckoutViewModel } from '../checkout-view-model';

/**
 * checkout 5: a free-shipping banner shows when the delivery threshold is finite: what is still missing to
 * reach it, or that delivery is offered once it is reached (or when the pricing type is free).
 */
export const FreeDeliveryBanner = observer(function FreeDeliveryBanner({ checkout, price }: { readonly checkout: CheckoutViewModel; readonly price: (cents: number) => string }) {
  const { t } = useTranslation();
  const orderType = checkout.orderType;
  if (!checkout.asksDeliveryAddress || !orderType) return null;
  const { subtotal, deliveryCost } = checkout.totals;
  if (orderType.delivery.pricing_type === 'free' || (orderType.deliveryOffered !== null && subtotal >= orderType.deliveryOffered)) {
    return <p className="notice notice--success">{t('free_delivery_reached')}</p>;
  }
  if (orderType.deliveryOffered === null || deliveryCost === 0) return null;
  return (
    <p className="notice">
      {t('free_delivery_from', { amount: price(orderType.deliveryOffered), missing: price(orderType.deliveryOffered - subtotal) })}
    </p>
  );
});
