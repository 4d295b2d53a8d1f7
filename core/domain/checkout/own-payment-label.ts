import type { LocalizedText } from '../locale/localized-text';
import type { PaymentKind } from '../order-type/order-type';
import { OrderTypeId } from '../order-type/order-type';
import { plainLocalizedText } from '../restaurant/plain-text';

/** A payment choice's label is one line in a radio: longer restaurant labels are cut. */
export const OWN_PAYMENT_LABEL_MAX_LENGTH = 60;

/** The two restaurant_translations entries this rule reads (checkout 3). */
export interface OwnPaymentLabels {
  readonly cc_label_on_site_payment?: LocalizedText | null;
  readonly cc_label_delivery_payment?: LocalizedText | null;
}

/**
 * checkout 3 cc_label_on_site_payment / cc_label_delivery_payment: the restaurant's own words for paying
 * on the spot, shown instead of the storefront's default where the checkout lists payment choices. A
 * delivery order is paid to the courier, so it takes the delivery label only (the on-site one may name a
 * counter). A hotel's room service keeps "charged to the room bill" (issue 7); online payments keep theirs.
 * Null: the default label.
 */
export function ownPaymentLabel(labels: OwnPaymentLabels, mode: PaymentKind, orderTypeId: OrderTypeId | null): LocalizedText | null {
  if (mode !== 'ONSPOT' || orderTypeId === OrderTypeId.roomDelivery) return null;
  const own = orderTypeId === OrderTypeId.delivery ? labels.cc_label_delivery_payment : labels.cc_label_on_site_payment;
  return plainLocalizedText(own, OWN_PAYMENT_LABEL_MAX_LENGTH);
}
