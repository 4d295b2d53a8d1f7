import { dryRunOrder } from '../../config/order-dry-run';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { SubmitFailure, SubmitOrderPayload } from '../../core/use-cases/order/submit-order-payload';
import { answeredInTime } from '../answer-deadline';
import type { OpenedBackend } from '../backend';
import { CliError } from '../cli-error';
import { printable } from '../output/printable-text';
import { mayHaveBeenTaken } from '../../core/use-cases/order/submit-order-payload';
import type { ReplayOrder } from './replay-lines';
import type { ReplayPlan } from './replay-plan';
import type { ReplayOutcome } from './replay-summary';

type Sending = Extract<ReplayPlan, { send: true }>;

/** Said of a line whose order left without an answer: the same key goes with it next time. */
const MAY_HAVE_BEEN_TAKEN = 'it may have been taken (replaying the file again sends the same key, never a second order)';

/** checkout 8: why an order was refused, as the summary groups it. */
function refusalReason(failure: SubmitFailure): string {
  if (failure.kind === 'rejected') return `${failure.rejection.err}${failure.rejection.field ? ` on ${failure.rejection.field}` : ''}`;
  // issue 15: once the order has left, a broken connection or a 5xx may hide an order taken.
  if (mayHaveBeenTaken(failure)) return `no answer (${failure.error}: ${failure.message}): ${MAY_HAVE_BEEN_TAKEN}`;
  if (failure.error === 'bad_request') return `bad_request${failure.field ? ` on ${failure.field}` : ''}`;
  if (failure.error === 'not_found') return 'restaurant not found';
  return `${failure.error}: ${failure.message}`;
}

/**
 * Issue 15: whether the target holds the recorded order itself, i.e. it is the export's source: then its
 * own order is not taken a second time, whatever key or payload the line carries. Tracked by its order
 * number (checkout 7); null when the target does not know it.
 */
export async function takenByItsSource(backend: OpenedBackend, order: ReplayOrder): Promise<ReplayOutcome | null> {
  if (order.recorded === null) return null;
  const { orderNumber } = order.recorded;
  const getOrderStatus = await backend.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  let status: Awaited<ReturnType<GetOrderStatus['execute']>>;
  try {
    status = await answeredInTime(backend, getOrderStatus.execute({ restaurantId: order.restaurantId, orderNumber }));
  } catch (error) {
    if (error instanceof CliError) return { kind: 'refused', reason: `cannot tell whether the target holds this order already: no answer within ${backend.timeoutSeconds} s` };
    throw error;
  }
  if (status.ok) return { kind: 'already_taken', orderNumber, by: 'its_source' };
  if (status.error.kind === 'not_found') return null;
  return { kind: 'refused', reason: `cannot tell whether the target holds this order already (${status.error.kind}: ${status.error.message})` };
}

/** Sends a line's order under its key: taken, answered from an earlier send, or refused. */
export async function sendLine(backend: OpenedBackend, order: ReplayOrder, plan: Sending): Promise<ReplayOutcome> {
  const submit = await backend.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  const unanswered = `no answer within ${backend.timeoutSeconds} s: ${MAY_HAVE_BEEN_TAKEN}`;
  let result: Awaited<ReturnType<SubmitOrderPayload['execute']>>;
  try {
    result = await answeredInTime(
      backend,
      submit.execute({ restaurantId: order.restaurantId, payload: plan.payload as OrderPayload, idempotencyKey: order.idempotencyKey }),
      unanswered,
    );
  } catch (error) {
    if (error instanceof CliError) return { kind: 'refused', reason: unanswered };
    throw error;
  }
  if (!result.ok) return { kind: 'refused', reason: refusalReason(result.error) };
  const orderNumber = result.value.order_number;
  return result.value.replayed ? { kind: 'already_taken', orderNumber, by: 'earlier_send' } : { kind: 'sent', orderNumber, notes: plan.notes };
}

export type MenuOfTarget = (restaurantId: string) => Promise<{ settings: RestaurantSettings; catalogue: Catalogue } | null>;

/** --dry-run: the target's settings and catalogue, loaded once per restaurant. */
export function menuOfTarget(backend: OpenedBackend): MenuOfTarget {
  const menus = new Map<string, Promise<{ settings: RestaurantSettings; catalogue: Catalogue } | null>>();
  return (restaurantId) => {
    let menu = menus.get(restaurantId);
    if (!menu) {
      menu = (async () => {
        const [settings, catalogue] = await answeredInTime(
          backend,
          Promise.all([
            backend.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId),
            backend.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(restaurantId),
          ]),
        );
        if (!settings.ok || !catalogue.ok) {
          const failure = settings.ok ? (catalogue.ok ? null : catalogue.error) : settings.error;
          if (failure?.kind === 'not_found') return null;
          throw new CliError(`cannot read the menu of ${restaurantId} at ${backend.description}: ${printable(failure?.message ?? '')}`);
        }
        return { settings: settings.value, catalogue: catalogue.value };
      })();
      menus.set(restaurantId, menu);
    }
    return menu;
  };
}

/** --dry-run: whether the target would take the line's order, checked against its menu as the simulator would. */
export async function checkLine(menuOf: MenuOfTarget, order: ReplayOrder, plan: Sending): Promise<ReplayOutcome> {
  const menu = await menuOf(order.restaurantId);
  if (!menu) return { kind: 'refused', reason: 'restaurant not found' };
  const verdict = dryRunOrder(menu.settings, menu.catalogue, plan.payload);
  return verdict.ok ? { kind: 'valid', notes: plan.notes } : { kind: 'refused', reason: `${verdict.reason}${verdict.field ? ` on ${verdict.field}` : ''}` };
}
