import type { OrderTypeId, PaymentKind } from '../order-type/order-type';
import { OrderTypeId as OrderTypeIds } from '../order-type/order-type';
import type { DeliveryAddress, DeliveryAddressField } from '../order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS } from '../order-type/delivery-address';
import type { ScheduleChoice } from '../schedule/schedule-choice';
import type { GeoPoint } from '../restaurant/geo-point';
import type { CheckoutOptionChoices, QuestionAnswers } from './checkout-questions';
import type { Promotion } from '../promotion/promotion';
import type { LoyaltyPayloadInput } from '../loyalty/loyalty-payload';
import type { WalletKind } from '../payment/wallets';

/** What the customer fills in at checkout (checkout 3: personalData, paymentData, orderComment ...). */
export interface CheckoutForm {
  readonly fullName: string;
  /** Asked instead of the full name when the restaurant requires first and last names (checkout 5). */
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly email: string;
  /** Hotel room number, for room delivery (checkout 3: roomService). */
  readonly roomNumber: string;
  /** Restaurant table number, for orders on place (checkout 3: tableService). */
  readonly tableNumber: string;
  /** checkout 3: deliveryData, for delivery only (emptied otherwise). */
  readonly deliveryAddress: DeliveryAddress;
  /** checkout 3 deliveryData latitude, longitude: the position of an address picked from the search; none when typed. */
  readonly deliveryPosition?: GeoPoint | null;
  /** checkout 3 scheduleSelected: the day and slot chosen; null for none (or no time to choose). */
  readonly timeSlot: ScheduleChoice | null;
  readonly orderTypeId: OrderTypeId | null;
  /** Issue 20.1: `wallet` when a wallet button pays (express checkout), in place of the card fields. */
  readonly payment: { readonly mode: PaymentKind; readonly providerId: number; readonly paymentTypeId: number; readonly wallet?: WalletKind } | null;
  readonly cgvAccepted: boolean;
  readonly comment: string;
  readonly optInPromotions: boolean;
  // --- checkout hub (issue 7): optional, so that a form without them means "none chosen" ---
  /** checkout 3: the answers chosen, by question id. */
  readonly answers?: QuestionAnswers;
  /** checkout 3: checkoutSelectedOption, the items chosen by checkout option id. */
  readonly checkoutOptions?: CheckoutOptionChoices;
  /** checkout 3: nbCutlery; null until the customer says how many. */
  readonly nbCutlery?: number | null;
  /** checkout 3 nbChopsticks (issue 19): checkout 9, 1 to 6, default 0 (none). */
  readonly nbChopsticks?: number;
  /** checkout 3 sauceCheckList (issue 19): the ids of the sauces ticked. */
  readonly sauces?: readonly number[];
  /** checkout 3: tips, in cents (checkout 9: default 0). */
  readonly tips?: number;
  /** checkout 5: whether the hosted card fields report complete; fed by the payment panel. */
  readonly hostedFieldsComplete?: boolean;
  /** checkout 3: userId, sent when the customer is signed in (issue 8, accounts). */
  readonly userId?: string;
  /** checkout 3 promotion_id, promoCodes (issue 18): the promotion of the code typed in the promo field, once checked. */
  readonly promoCode?: Promotion | null;
  /** checkout 3 externalAdvantages, customerExternalInfos (issue 18): the connected loyalty customer's card, pool and advantages, and what the pool and e-wallet pay. */
  readonly loyalty?: Omit<LoyaltyPayloadInput, 'promoCode'>;
}

export type CheckoutField =
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'roomNumber'
  | 'tableNumber'
  | 'orderType'
  | 'payment'
  | 'cgv'
  | 'comment'
  | 'basket'
  | 'cutlery'
  | 'chopsticks'
  | 'sauces'
  | 'tips'
  | 'hostedFields'
  | `question-${number}`
  | `option-${number}`
  | 'timeSlot'
  | DeliveryAddressField;

/** checkout 5: the terms checkbox comes pre-checked for restaurant table and hotel room order types. */
export function isCgvPreChecked(orderTypeId: OrderTypeId | null): boolean {
  return orderTypeId === OrderTypeIds.onPlace || orderTypeId === OrderTypeIds.roomDelivery;
}

export function emptyCheckoutForm(): CheckoutForm {
  return {
    fullName: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    roomNumber: '',
    tableNumber: '',
    deliveryAddress: EMPTY_DELIVERY_ADDRESS,
    timeSlot: null,
    orderTypeId: null,
    payment: null,
    cgvAccepted: false,
    comment: '',
    optInPromotions: false,
  };
}

/** checkout 5: the comment field takes at most 280 characters. */
export const COMMENT_FORM_MAX_LENGTH = 280;
/** checkout 5: the comment sent is cut at 250 characters plus an ellipsis. */
export const COMMENT_SENT_MAX_LENGTH = 250;

/** The name sent with the order: the full name, else first and last names joined. */
export function customerName(form: Pick<CheckoutForm, 'fullName' | 'firstName' | 'lastName'>): string {
  const fullName = form.fullName.trim();
  return fullName !== '' ? fullName : [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' ');
}

export function commentToSend(comment: string): string {
  const trimmed = comment.trim();
  return trimmed.length > COMMENT_SENT_MAX_LENGTH ? `${trimmed.slice(0, COMMENT_SENT_MAX_LENGTH)}...` : trimmed;
}
