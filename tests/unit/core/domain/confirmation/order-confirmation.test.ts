import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { confirmationOrderNumber, confirmationTitleKey, orderConfirmationOf } from '../../../../../core/domain/confirmation/order-confirmation';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aTrackStatus } from '../../fixtures/track-status-builders';

const paris = { timezone: 'Europe/Paris', useDisplayOrderNumber: true, prefix: 'CH-' };
const now = DateTime.fromISO('2027-06-16T10:05:00Z');

describe('order confirmation page (checkout 2: the order, thank-you, collect hour and address by order type)', () => {
  it('a take away is collected at the restaurant\'s address, at an hour read in the establishment\'s zone', () => {
    const order = orderConfirmationOf(aTrackStatus({ display_order_number: '042', end_time: '2027-06-16T10:25:00Z' }), paris, now);
    expect(order).toMatchObject({ orderNumber: 'CH-042', customerName: 'Jeanne', orderTypeId: OrderTypeId.takeAway, place: { kind: 'pickup', address: '1 rue de la Paix, 75002 Paris' }, total: 1850 });
    // 10:25 UTC is 12:25 in Paris in June, whatever the device's zone.
    expect(order.when?.kind).toBe('around');
    expect(order.when?.kind === 'around' && order.when.time.toFormat('HH:mm')).toBe('12:25');
    const tokyo = orderConfirmationOf(aTrackStatus({ end_time: '2027-06-16T10:25:00Z' }), { ...paris, timezone: 'Asia/Tokyo' }, now);
    expect(tokyo.when?.kind === 'around' && tokyo.when.time.toFormat('HH:mm')).toBe('19:25');
  });

  it('a slot keeps its start and end; a delivery shows the customer\'s address; on place, the table', () => {
    const slot = orderConfirmationOf(aTrackStatus({ time_slot_id: 3, start_time: '2027-06-16T17:30:00Z', end_time: '2027-06-16T18:00:00Z' }), paris, now);
    expect(slot.when).toMatchObject({ kind: 'slot', today: true });
    expect(slot.when?.kind === 'slot' && [slot.when.start.toFormat('HH:mm'), slot.when.end?.toFormat('HH:mm')]).toEqual(['19:30', '20:00']);
    const delivery = orderConfirmationOf(aTrackStatus({ order_type: OrderTypeId.delivery, delivery: { street: '12 rue Montorgueil', zip_code: '75002', city: 'Paris' } }), paris, now);
    expect(delivery.place).toEqual({ kind: 'delivery', address: '12 rue Montorgueil, 75002 Paris' });
    expect(orderConfirmationOf(aTrackStatus({ order_type: OrderTypeId.onPlace, table_information: '12' }), paris, now).place).toEqual({ kind: 'table', number: '12' });
    expect(orderConfirmationOf(aTrackStatus({ order_type: OrderTypeId.roomDelivery }), paris, now).place).toBeNull();
    expect(orderConfirmationOf(aTrackStatus({ display_order_number: '042' }), { ...paris, useDisplayOrderNumber: false }, now).orderNumber).toBe('1234');
  });

  it('reads the order from orderId, else the last order stored; none means order not found', () => {
    expect(confirmationOrderNumber('ABC123,other', 'KEPT')).toBe('ABC123');
    expect(confirmationOrderNumber(null, 'KEPT')).toBe('KEPT');
    expect(confirmationOrderNumber('', null)).toBeNull();
    expect(confirmationOrderNumber(null, '  ')).toBeNull();
  });

  it('titles the page by the payment\'s state (checkout 4, confirmation titles)', () => {
    expect(confirmationTitleKey(null)).toBe('order_sent_to_kitchen');
    expect(confirmationTitleKey('paid')).toBe('order_paid_and_sent');
    expect(confirmationTitleKey('pending')).toBe('waiting_for_payment');
    expect(confirmationTitleKey('to_pay')).toBe('waiting_for_payment');
  });
});
