import { rejectionOutcome } from '../../core/domain/order/order-rejection';
import type { SubmitFailure } from '../../core/use-cases/order/submit-order-payload';
import type { LoadFailure } from '../../core/use-cases/load-failure';
import type { OpenedBackend } from '../backend';
import { printable } from './printable-text';

/**
 * A failed load as one line: what was not found, or why the backend did not answer. The backend's own
 * message is quoted escaped (issue 5 point 10).
 */
export function loadFailureMessage(failure: LoadFailure, what: string, backend: OpenedBackend): string {
  const message = printable(failure.message);
  switch (failure.kind) {
    case 'not_found':
      return `${what} not found`;
    case 'network':
      return `cannot reach the backend at ${backend.description}: ${message}`;
    case 'malformed_response':
      return `the backend at ${backend.description} answered something unreadable: ${message}`;
    case 'bad_request':
      return `the backend refused the request: ${message}`;
    case 'server':
      return `the backend failed: ${message}`;
  }
}

/** checkout 8: what the tracking page would say about a refusal, for the errors whose err alone is cryptic. */
const REFUSAL_HINTS: Readonly<Record<string, string>> = {
  product_integrity: 'a product, its options or its unit_price do not match the menu; compare with `ordering catalogue <id> --ids`',
  timeslot_error: 'max products on timeslot, please select an other timeslot',
  delivery_address_error: 'delivery not available on address',
  send_to_hub_error: 'send order to hub error, contact the restaurant',
};

/** checkout 8: a refused order names its err; a bad payload names its field. The platform's words are escaped. */
export function submitFailureMessage(failure: SubmitFailure, restaurantId: string, backend: OpenedBackend): string {
  if (failure.kind === 'rejected') {
    const { rejection } = failure;
    const outcome = rejectionOutcome(rejection);
    const details =
      outcome.kind === 'out_of_stock'
        ? ` (out of stock: products ${outcome.entities.productIds.join(', ') || 'not named'})`
        : rejection.data
          ? ` (${printable(rejection.data)})`
          : REFUSAL_HINTS[rejection.err]
            ? ` (${REFUSAL_HINTS[rejection.err]})`
            : '';
    return `order refused by the platform: ${printable(rejection.err)}${details}`;
  }
  if (failure.error === 'bad_request') {
    return `order refused as a bad request${failure.field ? ` on field ${printable(failure.field)}` : ''}: ${printable(failure.message)}`;
  }
  if (failure.error === 'not_found') return `restaurant ${restaurantId} not found`;
  return loadFailureMessage({ kind: failure.error, message: failure.message }, 'order', backend);
}

/** An unknown order, said plainly; in-process, why it is unknown. */
export function orderFailureMessage(failure: LoadFailure, orderNumber: string, backend: OpenedBackend): string {
  const message = loadFailureMessage(failure, `order ${orderNumber}`, backend);
  if (failure.kind !== 'not_found' || !backend.inProcess) return message;
  return `${message} (the in-process simulator starts empty on every run: run \`ordering serve\` and pass --backend http://127.0.0.1:4173/)`;
}

/** issue 5 point 10: the backend kept the connection and said nothing for --timeout seconds. */
export function noAnswerMessage(backend: OpenedBackend): string {
  return `no answer from the backend at ${backend.description} within ${backend.timeoutSeconds} s (--timeout)`;
}
