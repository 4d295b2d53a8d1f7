import { describe, expect, it } from 'vitest';
import { feedbackInvitationFor, isFeedbackOrderNumber } from '../../../../../core/domain/feedback/feedback-invitation';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { trackingProgress } from '../../../../../core/domain/tracking/track-status';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';

const takeAway = ['sent', 'validated', 'ready'] as const;
const delivery = ['sent', 'validated', 'ready', 'picked_up', 'delivered'] as const;
const roomDelivery = ['sent', 'validated', 'ready', 'delivered'] as const;

describe('feedback invitation on the tracking page (accounts 1 and 2: feedback after an order; checkout 4: last step)', () => {
  it('checkout 4: a take-away or on-place order is invited once ready, its last step', () => {
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ order_number: 'AB12CD34EF56', steps: stepsDone(takeAway, takeAway) })))).toEqual({ orderNumber: 'AB12CD34EF56' });
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ order_type: OrderTypeId.onPlace, steps: stepsDone(takeAway, takeAway) })))).toEqual({ orderNumber: '1234' });
  });

  it('checkout 4: not before the last step', () => {
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ steps: stepsDone(takeAway, ['sent', 'validated']) })))).toBeNull();
    expect(feedbackInvitationFor(null)).toBeNull();
  });

  it('checkout 4: a delivery is invited once delivered, not once ready or picked up', () => {
    const deliveryAt = (done: readonly (typeof delivery)[number][]) => trackingProgress(aTrackStatus({ order_type: OrderTypeId.delivery, steps: stepsDone(delivery, done) }));
    expect(feedbackInvitationFor(deliveryAt(['sent', 'validated', 'ready']))).toBeNull();
    expect(feedbackInvitationFor(deliveryAt(['sent', 'validated', 'ready', 'picked_up']))).toBeNull();
    expect(feedbackInvitationFor(deliveryAt([...delivery]))).toEqual({ orderNumber: '1234' });
    const room = trackingProgress(aTrackStatus({ order_type: OrderTypeId.roomDelivery, steps: stepsDone(roomDelivery, roomDelivery) }));
    expect(feedbackInvitationFor(room)).toEqual({ orderNumber: '1234' });
  });

  it('checkout 4: never for a canceled, refused or failed order, even with every step done', () => {
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ canceled: true, steps: stepsDone(takeAway, takeAway) })))).toBeNull();
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ error: true, steps: stepsDone(takeAway, takeAway) })))).toBeNull();
  });

  it('accounts 2: only an order number the feedback page takes makes a link', () => {
    expect(isFeedbackOrderNumber('CH-042')).toBe(true);
    expect(isFeedbackOrderNumber('a/../b')).toBe(false);
    expect(isFeedbackOrderNumber('')).toBe(false);
    expect(feedbackInvitationFor(trackingProgress(aTrackStatus({ order_number: '12 34?x', steps: stepsDone(takeAway, takeAway) })))).toBeNull();
  });
});
