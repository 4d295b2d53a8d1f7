import { DateTime } from 'luxon';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import { orderTypeName } from '../../core/domain/order-type/order-type';
import type { TrackingProgress, TrackStatus } from '../../core/domain/tracking/track-status';
import { latestStep, trackingProgress } from '../../core/domain/tracking/track-status';
import type { FormatMoney } from './money-format';
import { printable } from './printable-text';

/** checkout 4: the step wordings (ready depends on the order type). */
const STEP_LABELS: Readonly<Record<string, string>> = {
  order_status_sent: 'sent',
  order_status_validated: 'validated',
  order_status_ready: 'ready',
  order_status_ready_take_away: 'ready (pick up at the restaurant)',
  order_status_ready_delivery: 'ready (awaiting the deliveryman)',
  order_status_picked_up: 'picked up',
  order_status_delivered: 'delivered',
};

const OUTCOMES: Readonly<Record<TrackingProgress['outcome'], string>> = {
  in_progress: 'in progress',
  completed: 'completed',
  // checkout 8: 'your order has been canceled'.
  canceled: 'canceled: your order has been canceled',
  error: 'error: an error has occurred',
};

function stepLabel(step: { readonly labelKey: string; readonly type: string }): string {
  return STEP_LABELS[step.labelKey] ?? printable(step.type);
}

/**
 * The order's status with its steps, done, current or pending, as the tracking page shows them. Numbers
 * and the customer's name come from the platform: escaped, so a name cannot forge a line (issue 5 point 10).
 */
export function trackingView(status: TrackStatus, shownNumber: string, formatMoney?: FormatMoney): string {
  const progress = trackingProgress(status);
  const number = shownNumber === status.order_number ? printable(shownNumber) : `${printable(shownNumber)} (${printable(status.order_number)})`;
  const type = orderTypeName(status.order_type).replace('_', ' ');
  const steps = progress.steps.map((step) => `  ${step.state.padEnd(8)} ${stepLabel(step)}`);
  // issue 5 point 5: the total the platform priced, when it tells it.
  const total = status.total_price !== null && formatMoney ? [`Total: ${formatMoney(status.total_price)}`] : [];
  // checkout 4 (issue 22.1): an order paid online reaches the kitchen once paid; until then no step is done.
  const unpaid = status.payment?.mode === 'ONLINE' && status.payment.payment_status !== 'paid' ? [`Payment: ${printable(status.payment.payment_status ?? 'unknown')}, not sent to the kitchen`] : [];
  return [`Order ${number}, ${type}, for ${printable(status.customer.name)}`, ...steps, ...expectedLine(status, progress), ...total, ...unpaid, `Status: ${OUTCOMES[progress.outcome]}`].join('\n');
}

/**
 * Issue 20.4: the platform's expected time of an order still moving, on the establishment's wall clock (the offset
 * the platform gives it with); none when it gives none or one that is no date.
 */
function expectedLine(status: TrackStatus, progress: TrackingProgress): string[] {
  if (!status.expected_time || progress.outcome !== 'in_progress') return [];
  const time = DateTime.fromISO(status.expected_time, { setZone: true });
  if (!time.isValid) return [];
  return [`Expected: ${status.order_type === OrderTypeId.delivery ? 'delivered' : 'ready'} around ${time.toFormat('HH:mm')}`];
}

/** One line per change when following an order. */
export function trackingLine(status: TrackStatus): string {
  const progress = trackingProgress(status);
  const now = latestStep(progress);
  const label = now ? stepLabel(now) : 'not sent';
  return `order ${printable(status.order_number)}: ${label} [${progress.steps.map((s) => s.state).join(', ')}] ${OUTCOMES[progress.outcome]}`;
}
