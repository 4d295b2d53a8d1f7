import type { PendingOrder } from '../../core/use-cases/order/place-order';
import type { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { Timers } from '../notifications/notification-center';
import type { ContactStepDeps } from './contact-step';
import type { LoyaltyStepDeps } from './loyalty-step';
import type { OrderPlacingDeps } from './order-placing';
import type { PromoCodeStepDeps } from './promo-code-step';
import type { SummaryAndPaymentStepDeps } from './summary-and-payment-step';

/** What the checkout needs: its steps' and its sending's dependencies (each told where it is used), and its own. */
export interface CheckoutDeps
  extends Pick<ContactStepDeps, 'signedInUser' | 'savedInfos'>,
    Pick<SummaryAndPaymentStepDeps, 'navigate' | 'paymentRegistry' | 'leaveFor' | 'locale'>,
    Pick<OrderPlacingDeps, 'placeOrder' | 'origin' | 'resetCheckoutDetails'> {
  /** Issue 18: the totals with the promo code's discount and the amount to pay. */
  readonly computeTotals: Pick<ComputeCheckoutTotals, 'execute'>;
  /** Issue 18: the promo code check, resolved with the promo field's first use; none: codes are refused unasked. */
  readonly checkPromoCode?: PromoCodeStepDeps['checkPromoCode'];
  /** Issue 18: the loyalty programme's calls, resolved when the customer first connects. */
  readonly loyaltyProgramme?: LoyaltyStepDeps['programme'];
  readonly timers: Timers;
  readonly warn?: (message: string) => void;
  /**
   * checkout 4: takes out of the basket the lines whose products cannot be ordered for that day (core
   * DropLinesNotAvailableOnDay) and gives the notice to show when any went.
   */
  readonly dropLinesNotAvailableOnDay?: (day: string) => Promise<string | null>;
  /** A toast for the customer (a message key). */
  readonly notify?: (key: string) => void;
  /** browsing 2.4: the order type chosen on the group's delivery-details menu (ui/group), preselected when offered. */
  readonly groupOrderTypeChoice?: string | null;
  /** Issue 15.5: what became of an order attempt left pending (core PlaceOrder.resume), asked when the page loads. */
  readonly resumePendingOrder?: () => Promise<PendingOrder>;
  /**
   * Issue 20.3: lines flagged sold out live (the platform would refuse them, checkout 8) are shown to the customer
   * instead of being sent; true when it held the order back (UnavailableProductsViewModel.holdBackSoldOut).
   */
  readonly holdBackSoldOut?: () => boolean;
}
