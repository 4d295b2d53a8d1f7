import type { TrackingProgress } from '../tracking/track-status';

/** An order number the feedback page takes (ours: 12 characters; display numbers such as CH-042 too). */
const FEEDBACK_ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export function isFeedbackOrderNumber(orderNumber: string): boolean {
  return FEEDBACK_ORDER_NUMBER.test(orderNumber);
}

/**
 * accounts 1 and 2 (feedback after an order, /feedback/{orderNumber}): the tracking page invites the
 * customer to give feedback once the order has reached its order type's last step (checkout 4:
 * delivered for a delivery or a room delivery, ready for take away and on place: trackingProgress's
 * `completed`), never for a canceled, refused or failed order.
 * Only the order number goes into the link: nothing personal (issue 8: no name or e-mail in URLs).
 */
export function feedbackInvitationFor(progress: TrackingProgress | null): { readonly orderNumber: string } | null {
  if (progress?.outcome !== 'completed') return null;
  return isFeedbackOrderNumber(progress.orderNumber) ? { orderNumber: progress.orderNumber } : null;
}
