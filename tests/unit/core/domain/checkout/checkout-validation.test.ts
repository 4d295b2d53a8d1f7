import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import type { TimeSlotTemplate } from '../../../../../core/domain/schedule/time-slot-settings';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant, anOnlineProvider, anOrderType, requiredClientInfos } from '../../fixtures/restaurant-builders';

const restaurant = aRestaurant();

describe('validateCheckout (checkout 5: every problem is shown under invalid_information)', () => {
  it('checkout 5: a complete form for an open restaurant and a filled basket has no problem', () => {
    expect(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals())).toEqual([]);
  });

  it('checkout 5: the terms-of-sale checkbox must be ticked, else missing_cgv_checked', () => {
    expect(validateCheckout(aValidCheckoutForm({ cgvAccepted: false }), restaurant, someBasketTotals())).toEqual([{ field: 'cgv', key: 'missing_cgv_checked' }]);
  });

  it('checkout 5: checkout is blocked with an empty basket', () => {
    expect(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals({ itemCount: 0, subtotal: 0, total: 0 }))).toEqual([
      { field: 'basket', key: 'empty_basket' },
    ]);
  });

  it('checkout 4: a closed restaurant takes no order', () => {
    expect(validateCheckout(aValidCheckoutForm(), aRestaurant({ is_closed: true }), someBasketTotals())).toEqual([{ field: 'basket', key: 'restaurant_closed' }]);
  });

  it('checkout 4 and 5: an order type with time slots needs one chosen (timeslot_required); without slots none is asked', () => {
    const slot: TimeSlotTemplate = { id: 1, days: [1, 2, 3, 4, 5, 6, 7], start: '17:30', end: '18:00', visible: true, max_orders: 2 };
    const withSlots = aRestaurant({ orderTypes: [anOrderType({ timeSlots: [slot] })] });
    expect(validateCheckout(aValidCheckoutForm(), withSlots, someBasketTotals())).toEqual([{ field: 'timeSlot', key: 'timeslot_required' }]);
    const chosen = { day: { date: '2026-11-27', today: false }, slot: { id: 1, start_time: '2026-11-27T17:30:00.000+01:00', end_time: '2026-11-27T18:00:00.000+01:00' } };
    expect(validateCheckout(aValidCheckoutForm({ timeSlot: chosen }), withSlots, someBasketTotals())).toEqual([]);
    const withoutSlots = aRestaurant({ orderTypes: [anOrderType({ timeSlots: [slot], is_without_time_slots: true })] });
    expect(validateCheckout(aValidCheckoutForm(), withoutSlots, someBasketTotals())).toEqual([]);
  });

  it('checkout 5: an order type must be chosen among those the restaurant offers', () => {
    expect(validateCheckout(aValidCheckoutForm({ orderTypeId: null }), restaurant, someBasketTotals())).toEqual([
      { field: 'orderType', key: 'order_type_unavailable' },
    ]);
    expect(validateCheckout(aValidCheckoutForm({ orderTypeId: OrderTypeId.roomDelivery }), restaurant, someBasketTotals())).toEqual([
      { field: 'orderType', key: 'order_type_unavailable' },
    ]);
  });

  it('checkout 5: a basket below the order type minimum price cannot be ordered (order possible from)', () => {
    expect(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals({ minimumPrice: 1200, belowMinimum: true }))).toEqual([
      { field: 'basket', key: 'order_possible_from' },
    ]);
  });

  it('checkout 5: a required full name shorter than 2 characters once trimmed gives full_name_min_length_error', () => {
    expect(validateCheckout(aValidCheckoutForm({ fullName: ' J ' }), restaurant, someBasketTotals())).toEqual([
      { field: 'fullName', key: 'full_name_min_length_error' },
    ]);
  });

  it('checkout 5 "Full name (when shown)": not required, yet shown since no other name is asked, an empty one is refused', () => {
    const fullNameOptional = aRestaurant({ cmd_required_infos: { ...restaurant.cmd_required_infos, client_info: requiredClientInfos({ full_name: false }) } });
    expect(validateCheckout(aValidCheckoutForm({ fullName: '' }), fullNameOptional, someBasketTotals())).toEqual([{ field: 'fullName', key: 'full_name_min_length_error' }]);
  });

  it('checkout 5: a required phone must be valid, else incorrect_phone_number', () => {
    expect(validateCheckout(aValidCheckoutForm({ phone: '0612' }), restaurant, someBasketTotals())).toEqual([
      { field: 'phone', key: 'incorrect_phone_number' },
    ]);
  });

  it('checkout 5: a phone that is not required is not checked', () => {
    const noPhoneAsked = aRestaurant({ cmd_required_infos: { ...restaurant.cmd_required_infos, client_info: requiredClientInfos({ phone: false }) } });
    expect(validateCheckout(aValidCheckoutForm({ phone: '' }), noPhoneAsked, someBasketTotals())).toEqual([]);
  });

  it('checkout 5: a required e-mail must be valid, else email_error', () => {
    expect(validateCheckout(aValidCheckoutForm({ email: 'jeanne..dupont@example.fr' }), restaurant, someBasketTotals())).toEqual([
      { field: 'email', key: 'email_error' },
    ]);
    expect(validateCheckout(aValidCheckoutForm({ email: '' }), restaurant, someBasketTotals())).toEqual([{ field: 'email', key: 'email_error' }]);
  });

  it('an e-mail that is not required may be left blank, but one typed in must be valid', () => {
    const noEmailAsked = aRestaurant({ cmd_required_infos: { ...restaurant.cmd_required_infos, client_info: requiredClientInfos({ email: false }) } });
    expect(validateCheckout(aValidCheckoutForm({ email: '  ' }), noEmailAsked, someBasketTotals())).toEqual([]);
    expect(validateCheckout(aValidCheckoutForm({ email: 'jeanne@example' }), noEmailAsked, someBasketTotals())).toEqual([{ field: 'email', key: 'email_error' }]);
  });

  it('checkout 5: a required room number for a room delivery must be greater than 0, else incorrect_room_number', () => {
    const hotel = aRestaurant({
      orderTypes: [anOrderType({ id: OrderTypeId.roomDelivery })],
      cmd_required_infos: { ...restaurant.cmd_required_infos, room_number: true },
    });
    const roomDelivery = { orderTypeId: OrderTypeId.roomDelivery } as const;
    expect(validateCheckout(aValidCheckoutForm({ ...roomDelivery, roomNumber: '0' }), hotel, someBasketTotals())).toEqual([
      { field: 'roomNumber', key: 'incorrect_room_number' },
    ]);
    expect(validateCheckout(aValidCheckoutForm({ ...roomDelivery, roomNumber: '' }), hotel, someBasketTotals())).toEqual([
      { field: 'roomNumber', key: 'incorrect_room_number' },
    ]);
    expect(validateCheckout(aValidCheckoutForm({ ...roomDelivery, roomNumber: '214' }), hotel, someBasketTotals())).toEqual([]);
  });

  it('checkout 5: a room number that is not required, or another order type than room delivery, is not checked', () => {
    const hotelNotAsking = aRestaurant({ orderTypes: [anOrderType({ id: OrderTypeId.roomDelivery })] });
    expect(validateCheckout(aValidCheckoutForm({ orderTypeId: OrderTypeId.roomDelivery, roomNumber: '' }), hotelNotAsking, someBasketTotals())).toEqual([]);
    const askingRoom = aRestaurant({ cmd_required_infos: { ...restaurant.cmd_required_infos, room_number: true } });
    expect(validateCheckout(aValidCheckoutForm({ roomNumber: '' }), askingRoom, someBasketTotals())).toEqual([]);
  });

  it('checkout 5: only-online restaurants reject on-the-spot payment with you_must_select_a_payment_method', () => {
    const onlyOnline = aRestaurant({ orderTypes: [anOrderType({ order_type_providers: [anOnlineProvider()] })] });
    expect(validateCheckout(aValidCheckoutForm(), onlyOnline, someBasketTotals())).toEqual([{ field: 'payment', key: 'you_must_select_a_payment_method' }]);
  });

  it('checkout 5: the selected online payment type must exist in the provider list', () => {
    const form = aValidCheckoutForm({ payment: { mode: 'ONLINE', providerId: 8, paymentTypeId: 9 } });
    expect(validateCheckout(form, restaurant, someBasketTotals())).toEqual([{ field: 'payment', key: 'payment_type_does_not_exist' }]);
  });

  it('checkout 5: every problem is returned at once, each with its field and message key', () => {
    const form = aValidCheckoutForm({ fullName: 'J', phone: '12', email: 'a@b@c.fr', payment: null, cgvAccepted: false });
    const problems = validateCheckout(form, aRestaurant({ is_closed: true }), someBasketTotals({ itemCount: 0, subtotal: 0, total: 0, minimumPrice: 1200, belowMinimum: true }));
    expect(problems).toEqual([
      { field: 'basket', key: 'empty_basket' },
      { field: 'basket', key: 'restaurant_closed' },
      { field: 'basket', key: 'order_possible_from' },
      { field: 'fullName', key: 'full_name_min_length_error' },
      { field: 'phone', key: 'incorrect_phone_number' },
      { field: 'email', key: 'email_error' },
      { field: 'payment', key: 'you_must_select_a_payment_method' },
      { field: 'cgv', key: 'missing_cgv_checked' },
    ]);
  });
});
